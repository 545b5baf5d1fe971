import type { Db } from '../../db/database.ts';

/** What the project, to-do and time seeders share: one transaction, one clock, one PRNG. */
export interface TimeSeed {
  trx: Db;
  /** The Rome day the demo is seeded as of (YYYY-MM-DD). */
  today: string;
  /** Its instant, as created_at/updated_at of every row. */
  now: string;
  /** Demo users' ids, by id. */
  users: number[];
  projectIds: number[];
  clients: { id: number }[];
  r: () => number;
  pick: <T>(list: T[]) => T;
}

export const projectNames = [
  'Sito istituzionale',
  'E-commerce',
  'Migrazione server',
  'Rete uffici',
  'Gestionale magazzino',
  'App prenotazioni',
  'Campagna social',
  'Assistenza annuale',
  'Backup e disaster recovery',
  'Intranet',
  'Portale fornitori',
  'Newsletter',
  'SEO e contenuti',
  'Firewall e VPN',
  'CRM interno',
];
export const todoTitles = [
  'Analisi requisiti',
  'Preparare preventivo',
  'Riunione di avvio',
  'Configurare DNS',
  'Aggiornare WordPress',
  'Verificare backup',
  'Test di carico',
  'Installare certificato SSL',
  'Formazione utenti',
  'Revisione grafica',
  'Chiamare referente',
  'Aggiornare documentazione',
  'Correggere segnalazioni',
  'Rinnovo dominio',
  'Report mensile',
];
export const checklistTexts = [
  'Verifica accessi',
  'Backup prima di iniziare',
  'Test in staging',
  'Avvisare il cliente',
  'Chiudere il ticket',
];

/** Checklist templates of the demo: [name, ordered items]. */
export const demoChecklistTemplates: [string, string[]][] = [
  [
    'Avvio progetto',
    [
      'Kick-off con il cliente',
      'Accessi e credenziali ricevuti',
      'Piano di lavoro condiviso',
      'Referente nominato',
    ],
  ],
  [
    'Rilascio in produzione',
    [
      'Backup prima di iniziare',
      'Test in staging',
      'Avvisare il cliente',
      'Rilascio',
      'Verifica dopo il rilascio',
    ],
  ],
  [
    'Chiusura mese',
    ['Tempi del mese registrati', 'Ore fatturabili controllate', 'Report al cliente inviato'],
  ],
];

/** Inserts rows 500 at a time (SQLite's bound-parameter limit). */
export async function insertInChunks<T>(
  db: Db,
  table: 'todo_assignees' | 'checklist_items' | 'timings' | 'project_members' | 'checklist_templates',
  rows: T[],
) {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 500) as never)
      .execute();
  }
}

import { addDays, isoWeekday, romeDateOf, romeToInstant } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { normalizeText, searchText } from '../../db/search.ts';
import { dbBool, nowIso } from '../../db/values.ts';
import { listLookupNames } from '../../modules/settings/lookups.repository.ts';
import { listUserNames } from '../../modules/user/user.repository.ts';
import { rng } from './random.ts';
import type { DemoSeeder } from './types.ts';

const projectNames = [
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
const todoTitles = [
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
const checklistTexts = [
  'Verifica accessi',
  'Backup prima di iniziare',
  'Test in staging',
  'Avvisare il cliente',
  'Chiudere il ticket',
];

/** Checklist templates of the demo: [name, ordered items]. */
const demoChecklistTemplates: [string, string[]][] = [
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

async function chunks<T>(
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

/** ~25 projects, ~300 to-dos (some recurring, some with checklists), ~3,000 time entries in the last 3 months. */
export const timeSeeder: DemoSeeder = {
  name: 'progetti, to-do e tempi',
  async run(ctx) {
    const db = ctx.db;
    const done = await db
      .selectFrom('projects')
      .select('id')
      .where('code', 'like', 'DEMO-%')
      .executeTakeFirst();
    if (done) return;
    const users = (await listUserNames(db))
      .filter((u) => u.email.endsWith('@demo.officina.it'))
      .map((u) => u.id);
    if (users.length === 0) return;
    const clients = await db.selectFrom('clients').select('id').orderBy('id').limit(25).execute();
    const ids = async (kind: Parameters<typeof listLookupNames>[1]) =>
      (await listLookupNames(db, kind)).filter((l) => !l.archived_at);
    const [pStates, pCats, tStates, tCats, types] = await Promise.all([
      ids('project_states'),
      ids('project_categories'),
      ids('todo_states'),
      ids('todo_categories'),
      ids('timing_types'),
    ]);
    const r = rng(2026);
    const pick = <T>(list: T[]) => list[Math.floor(r() * list.length)] as T;
    const now = nowIso();
    const today = romeDateOf(Date.now());
    await db.transaction().execute(async (trx) => {
      const projectIds: number[] = [];
      for (let i = 0; i < 25; i++) {
        const name = `${projectNames[i % projectNames.length]}${i >= projectNames.length ? ' (fase 2)' : ''}`;
        const code = `DEMO-${String(i + 1).padStart(3, '0')}`;
        const { id } = await trx
          .insertInto('projects')
          .values({
            code,
            name,
            name_key: normalizeText(name),
            search_text: searchText([code, name]),
            client_id: clients.length > 0 ? (clients[i % clients.length]?.id ?? null) : null,
            state_id: (i < 18 ? pStates[1] : pick(pStates))?.id ?? null,
            category_id: pick(pCats)?.id ?? null,
            manager_id: pick(users),
            start_date: addDays(today, -120 + i),
            due_date: addDays(today, 30 + i * 7),
            budget_minutes: (40 + Math.floor(r() * 160)) * 60,
            budget_amount_cents: (2_000 + Math.floor(r() * 18_000)) * 100,
            color: pick(['#1976d2', '#2e7d32', '#ed6c02', '#9c27b0', '#00838f']),
            description: 'Progetto dimostrativo.',
            created_at: now,
            updated_at: now,
            created_by: users[0] ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        projectIds.push(id);
      }
      await chunks(
        trx,
        'project_members',
        projectIds.flatMap((project_id) =>
          users.filter(() => r() < 0.7).map((user_id) => ({ project_id, user_id })),
        ),
      );

      const assignees: { todo_id: number; user_id: number }[] = [];
      const items: Record<string, unknown>[] = [];
      const closed = tStates.find((s) => s.key === 'done');
      for (let i = 0; i < 300; i++) {
        const title = `${pick(todoTitles)}`;
        const projectIndex = Math.floor(r() * projectIds.length);
        const state = i % 4 === 0 && closed ? closed : pick(tStates.filter((s) => s.key !== 'done'));
        const dueDay = addDays(today, Math.floor(r() * 90) - 45);
        const [dy, dm, dd] = dueDay.split('-').map(Number) as [number, number, number];
        const dueAt = new Date(
          romeToInstant({
            year: dy,
            month: dm,
            day: dd,
            hour: 9 + Math.floor(r() * 9),
            minute: 0,
            second: 0,
          }),
        ).toISOString();
        const recurring = i % 15 === 0;
        const { id } = await trx
          .insertInto('todos')
          .values({
            title,
            title_key: normalizeText(title),
            search_text: searchText([title]),
            description: r() < 0.4 ? 'Dettagli nel ticket del cliente.' : null,
            project_id: projectIds[projectIndex] ?? null,
            client_id: clients[projectIndex % Math.max(1, clients.length)]?.id ?? null,
            state_id: state?.id ?? null,
            category_id: pick(tCats)?.id ?? null,
            priority_rank: 1 + Math.floor(r() * 4),
            due_at: dueAt,
            estimate_minutes: 30 * (1 + Math.floor(r() * 8)),
            repeat_type: recurring ? (i % 2 === 0 ? 'weekly' : 'monthly') : 'none',
            repeat_weekdays: recurring && i % 2 === 0 ? '1,4' : '',
            repeat_interval: 1,
            end_repeat_type: 'never',
            series_anchor_at: recurring ? dueAt : null,
            completed_at: state?.key === 'done' ? now : null,
            created_at: now,
            updated_at: now,
            created_by: users[0] ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (recurring) await trx.updateTable('todos').set({ series_id: id }).where('id', '=', id).execute();
        assignees.push({ todo_id: id, user_id: users[i % users.length] as number });
        if (i % 5 === 0) {
          checklistTexts.slice(0, 3 + (i % 3)).forEach((text, position) => {
            const ticked = r() < 0.4;
            items.push({
              todo_id: id,
              project_id: null,
              text,
              position,
              checked_at: ticked ? now : null,
              checked_by: ticked ? (users[i % users.length] as number) : null,
              created_at: now,
              updated_at: now,
            });
          });
        }
      }
      await chunks(trx, 'todo_assignees', assignees);
      await chunks(trx, 'checklist_items', items);
      // Templates for "Da modello" on to-do and project checklists.
      await chunks(
        trx,
        'checklist_templates',
        demoChecklistTemplates.map(([name, templateItems]) => ({
          name,
          name_key: normalizeText(name),
          items: JSON.stringify(templateItems),
          created_at: now,
          updated_at: now,
          created_by: users[0] ?? null,
        })),
      );

      // ~3,000 entries: every demo user, every working day of the last 13 weeks, back-to-back from 08:30.
      const entries: Record<string, unknown>[] = [];
      const perUserDay = Math.ceil(3000 / (users.length * 65));
      for (let d = 91; d >= 1 && entries.length < 3000; d--) {
        const day = addDays(today, -d);
        if (isoWeekday(day) > 5) continue;
        const [year, month, date] = day.split('-').map(Number) as [number, number, number];
        for (const user of users) {
          let at = romeToInstant({ year, month, day: date, hour: 8, minute: 30, second: 0 });
          for (let k = 0; k < perUserDay && entries.length < 3000; k++) {
            const minutes = 30 + Math.floor(r() * 6) * 10;
            const p = Math.floor(r() * projectIds.length);
            entries.push({
              user_id: user,
              project_id: projectIds[p] ?? null,
              client_id: clients[p % Math.max(1, clients.length)]?.id ?? null,
              todo_id: null,
              type_id: pick(types)?.id ?? null,
              started_at: new Date(at).toISOString(),
              ended_at: new Date(at + minutes * 60_000).toISOString(),
              minutes,
              duration_only: dbBool(false),
              description: null,
              billable: dbBool(r() < 0.8),
              created_at: now,
              updated_at: now,
              created_by: user,
            });
            at += (minutes + 10) * 60_000;
          }
        }
      }
      await chunks(trx, 'timings', entries);
    });
  },
};

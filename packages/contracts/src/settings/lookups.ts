import { z } from 'zod';

/** Kinds of the one `lookups` table (docs/modules/settings-and-lookups.md). */
export const lookupKinds = [
  'client_states',
  'client_categories',
  'person_types',
  'opportunity_states',
  'opportunity_type',
  'opportunity_rows_type',
  'opportunity_rows_states',
  'contract_states',
  'contract_types',
  'product_categories',
  'project_states',
  'project_categories',
  'todo_states',
  'todo_categories',
  'todo_type_repeat',
  'todo_type_end_repeat',
  'timing_types',
  'calendars',
  'external_link_categories',
] as const;
export const lookupKindSchema = z.enum(lookupKinds);
export type LookupKind = z.infer<typeof lookupKindSchema>;

export const lookupSchema = z.object({
  id: z.number().int(),
  kind: lookupKindSchema,
  /** Stable machine key (e.g. `won`, `weekly`), so code never matches on the Italian name. */
  key: z.string(),
  name: z.string(),
  color: z.string().nullable(),
  position: z.number().int(),
  is_closed: z.boolean(),
  is_won: z.boolean(),
  is_lost: z.boolean(),
});
export type Lookup = z.infer<typeof lookupSchema>;

interface LookupSeed {
  key: string;
  name: string;
  color?: string;
  is_closed?: boolean;
  is_won?: boolean;
  is_lost?: boolean;
}

const l = (key: string, name: string, color?: string, flags: Partial<LookupSeed> = {}): LookupSeed => ({
  key,
  name,
  ...(color ? { color } : {}),
  ...flags,
});

/** Italian defaults seeded on first start, in display order. */
export const defaultLookups: Record<LookupKind, LookupSeed[]> = {
  client_states: [
    l('prospect', 'Prospect', '#0288d1'),
    l('active', 'Attivo', '#2e7d32'),
    l('suspended', 'Sospeso', '#ed6c02'),
    l('former', 'Ex cliente', '#757575', { is_closed: true }),
  ],
  client_categories: [
    l('company', 'Azienda'),
    l('public', 'Pubblica amministrazione'),
    l('professional', 'Professionista'),
    l('association', 'Associazione'),
  ],
  person_types: [
    l('contact', 'Referente'),
    l('administration', 'Amministrazione'),
    l('technical', 'Tecnico'),
    l('decision_maker', 'Decisore'),
  ],
  opportunity_states: [
    l('new', 'Nuova', '#0288d1'),
    l('qualified', 'Qualificata', '#7b1fa2'),
    l('offer_sent', 'Offerta inviata', '#f9a825'),
    l('negotiation', 'Negoziazione', '#ed6c02'),
    l('won', 'Vinta', '#2e7d32', { is_closed: true, is_won: true }),
    l('lost', 'Persa', '#c62828', { is_closed: true, is_lost: true }),
  ],
  opportunity_type: [l('new_client', 'Nuovo cliente'), l('upsell', 'Ampliamento'), l('renewal', 'Rinnovo')],
  opportunity_rows_type: [
    l('product', 'Prodotto'),
    l('free', 'Riga libera'),
    l('description', 'Descrizione'),
    l('discount', 'Sconto'),
  ],
  opportunity_rows_states: [
    l('proposed', 'Proposta'),
    l('accepted', 'Accettata', '#2e7d32'),
    l('rejected', 'Rifiutata', '#c62828'),
    l('optional', 'Opzionale', '#757575'),
  ],
  contract_states: [
    l('draft', 'Bozza', '#757575'),
    l('active', 'Attivo', '#2e7d32'),
    l('renewing', 'In rinnovo', '#ed6c02'),
    l('expired', 'Scaduto', '#c62828', { is_closed: true }),
    l('cancelled', 'Disdetto', '#616161', { is_closed: true }),
  ],
  contract_types: [
    l('support', 'Assistenza'),
    l('hosting', 'Hosting'),
    l('maintenance', 'Manutenzione'),
    l('license', 'Licenza'),
    l('consulting', 'Consulenza'),
  ],
  product_categories: [
    l('services', 'Servizi'),
    l('hosting', 'Hosting e domini'),
    l('licenses', 'Licenze'),
    l('hardware', 'Hardware'),
  ],
  project_states: [
    l('todo', 'Da avviare', '#757575'),
    l('in_progress', 'In corso', '#0288d1'),
    l('paused', 'In pausa', '#ed6c02'),
    l('done', 'Completato', '#2e7d32', { is_closed: true }),
    l('cancelled', 'Annullato', '#c62828', { is_closed: true }),
  ],
  project_categories: [
    l('development', 'Sviluppo'),
    l('systems', 'Sistemistica'),
    l('consulting', 'Consulenza'),
    l('marketing', 'Marketing'),
  ],
  todo_states: [
    l('todo', 'Da fare', '#757575'),
    l('in_progress', 'In corso', '#0288d1'),
    l('waiting', 'In attesa', '#ed6c02'),
    l('done', 'Completato', '#2e7d32', { is_closed: true }),
  ],
  todo_categories: [
    l('development', 'Sviluppo'),
    l('support', 'Assistenza'),
    l('administration', 'Amministrazione'),
    l('sales', 'Commerciale'),
  ],
  todo_type_repeat: [
    l('none', 'Nessuna'),
    l('daily', 'Giornaliera'),
    l('weekly', 'Settimanale'),
    l('monthly', 'Mensile'),
    l('yearly', 'Annuale'),
  ],
  todo_type_end_repeat: [l('never', 'Mai'), l('after', 'Dopo N ripetizioni'), l('on_date', 'In una data')],
  timing_types: [
    l('work', 'Lavoro'),
    l('travel', 'Trasferta'),
    l('meeting', 'Riunione'),
    l('training', 'Formazione'),
  ],
  calendars: [
    l('agenda', 'Agenda', '#6a1b9a'),
    l('client_meetings', 'Appuntamenti clienti', '#00838f'),
    l('interventions', 'Interventi', '#ef6c00'),
    l('leave', 'Ferie e permessi', '#2e7d32'),
  ],
  external_link_categories: [
    l('customer_portal', 'Portale cliente'),
    l('technical_docs', 'Documentazione tecnica'),
    l('admin_panel', 'Pannello di amministrazione'),
    l('supplier', 'Fornitore'),
    l('tools', 'Strumenti'),
    l('other', 'Altro'),
  ],
};

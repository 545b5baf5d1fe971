import { z } from 'zod';
import { idSchema, instantSchema, versionSchema } from '../common/id.ts';
import { type LookupKind, lookupKinds, lookupSchema } from '../settings/lookups.ts';

/** A flag a lookup value may carry: closed (a final state), won, lost. */
export const lookupFlags = ['is_closed', 'is_won', 'is_lost'] as const;
export type LookupFlag = (typeof lookupFlags)[number];

/** The areas the administration groups the lookup kinds by, in display order. */
export const lookupAreas = ['Clienti e persone', 'Vendite', 'Progetti e to-do', 'Agenda e link'] as const;
export type LookupArea = (typeof lookupAreas)[number];

export interface LookupKindInfo {
  /** Italian title of the table, e.g. «Stati cliente». */
  title: string;
  area: LookupArea;
  /** The flags its values carry (an empty list: none applies). */
  flags: readonly LookupFlag[];
  /**
   * The code matches on its values' keys (a repetition's `weekly`, a row's `discount`): only name,
   * colour and order may change; no value is added, archived or deleted (docs/modules/admin-lookups.md).
   */
  system: boolean;
}

/** What the administration knows of each kind: title, area, flags that apply, system or not. */
export const lookupKindInfo: Record<LookupKind, LookupKindInfo> = {
  client_states: { title: 'Stati cliente', area: 'Clienti e persone', flags: ['is_closed'], system: false },
  client_categories: { title: 'Categorie cliente', area: 'Clienti e persone', flags: [], system: false },
  person_types: { title: 'Tipi di persona', area: 'Clienti e persone', flags: [], system: false },
  opportunity_states: {
    title: 'Stati opportunità',
    area: 'Vendite',
    flags: ['is_closed', 'is_won', 'is_lost'],
    system: false,
  },
  opportunity_type: { title: 'Tipi di opportunità', area: 'Vendite', flags: [], system: false },
  opportunity_rows_type: { title: 'Tipi di riga dell’offerta', area: 'Vendite', flags: [], system: true },
  opportunity_rows_states: { title: 'Stati di riga dell’offerta', area: 'Vendite', flags: [], system: true },
  contract_states: { title: 'Stati contratto', area: 'Vendite', flags: ['is_closed'], system: false },
  contract_types: { title: 'Tipi di contratto', area: 'Vendite', flags: [], system: false },
  product_categories: { title: 'Categorie prodotto', area: 'Vendite', flags: [], system: false },
  project_states: { title: 'Stati progetto', area: 'Progetti e to-do', flags: ['is_closed'], system: false },
  project_categories: { title: 'Categorie progetto', area: 'Progetti e to-do', flags: [], system: false },
  todo_states: { title: 'Stati to-do', area: 'Progetti e to-do', flags: ['is_closed'], system: false },
  todo_categories: { title: 'Categorie to-do', area: 'Progetti e to-do', flags: [], system: false },
  todo_type_repeat: { title: 'Ripetizione', area: 'Progetti e to-do', flags: [], system: true },
  todo_type_end_repeat: {
    title: 'Fine della ripetizione',
    area: 'Progetti e to-do',
    flags: [],
    system: true,
  },
  timing_types: { title: 'Tipi di tempo', area: 'Progetti e to-do', flags: [], system: false },
  calendars: { title: 'Calendari', area: 'Agenda e link', flags: [], system: false },
  external_link_categories: { title: 'Categorie link', area: 'Agenda e link', flags: [], system: false },
};

/** Longest name of a lookup value. */
export const LOOKUP_NAME_MAX = 60;

export const lookupAdminMessages = {
  unknownKind: 'Tabella di base sconosciuta',
  name: 'Inserisci il nome',
  nameTooLong: `Al massimo ${LOOKUP_NAME_MAX} caratteri`,
  color: 'Colore non valido: scrivilo come #rrggbb, ad esempio #2e7d32',
} as const;

/** `:kind` of the administration's paths: a lookup kind (422 in Italian otherwise). */
export const adminLookupKindNameSchema = z.enum(lookupKinds, { error: lookupAdminMessages.unknownKind });

export const adminLookupKindParamsSchema = z.object({ kind: adminLookupKindNameSchema });
export const adminLookupParamsSchema = z.object({ kind: adminLookupKindNameSchema, id: idSchema });

/** `#rrggbb`, stored lowercase; null for no colour. */
export const lookupColorSchema = z
  .string({ error: lookupAdminMessages.color })
  .max(20, lookupAdminMessages.color)
  .overwrite((value) => value.trim().toLowerCase())
  .regex(/^#[0-9a-f]{6}$/, lookupAdminMessages.color)
  .nullable();

const tidy = (value: string) => value.trim().replace(/\s+/g, ' ');

const lookupInputShape = {
  name: z
    .string({ error: lookupAdminMessages.name })
    .max(LOOKUP_NAME_MAX * 4, lookupAdminMessages.nameTooLong)
    .overwrite(tidy)
    .min(1, lookupAdminMessages.name)
    .max(LOOKUP_NAME_MAX, lookupAdminMessages.nameTooLong),
  color: lookupColorSchema.default(null),
  /** Only where the kind carries the flag (lookupKindInfo); won and lost imply closed. */
  is_closed: z.boolean({ error: 'Valore non valido' }).default(false),
  is_won: z.boolean({ error: 'Valore non valido' }).default(false),
  is_lost: z.boolean({ error: 'Valore non valido' }).default(false),
};

export const createLookupInputSchema = z.object(lookupInputShape);
export type CreateLookupInput = z.infer<typeof createLookupInputSchema>;

/** PUT: name, colour and flags again, with the `updated_at` the value was read at (stale → 409). */
export const updateLookupInputSchema = z.object({ ...lookupInputShape, updated_at: versionSchema });
export type UpdateLookupInput = z.infer<typeof updateLookupInputSchema>;

/** PUT …/order: every active id of the kind, once each, in the new order (422 otherwise). */
export const reorderLookupsInputSchema = z.object({
  ids: z.array(idSchema, { error: 'Elenco non valido' }).max(1_000, 'Troppi valori'),
});
export type ReorderLookupsInput = z.infer<typeof reorderLookupsInputSchema>;

/** A kind as the administration lists it. */
export const adminLookupKindSchema = z.object({
  kind: adminLookupKindNameSchema,
  title: z.string(),
  area: z.enum(lookupAreas),
  flags: z.array(z.enum(lookupFlags)),
  system: z.boolean(),
  /** Active values. */
  count: z.number().int(),
  archived_count: z.number().int(),
});
export type AdminLookupKind = z.infer<typeof adminLookupKindSchema>;

/** A value as the administration shows it: archived ones too, with how many records use it. */
export const adminLookupSchema = lookupSchema.extend({
  kind: adminLookupKindNameSchema,
  /** Records pointing at it (archived records included). */
  usage: z.number().int(),
  archived_at: instantSchema.nullable(),
  updated_at: instantSchema,
});
export type AdminLookup = z.infer<typeof adminLookupSchema>;

export const adminLookupKindsResponseSchema = z.object({ data: z.array(adminLookupKindSchema) });
export type AdminLookupKindsResponse = z.infer<typeof adminLookupKindsResponseSchema>;

export const adminLookupListResponseSchema = z.object({
  kind: adminLookupKindSchema,
  data: z.array(adminLookupSchema),
});
export type AdminLookupListResponse = z.infer<typeof adminLookupListResponseSchema>;

export const adminLookupResponseSchema = z.object({ lookup: adminLookupSchema });
export type AdminLookupResponse = z.infer<typeof adminLookupResponseSchema>;

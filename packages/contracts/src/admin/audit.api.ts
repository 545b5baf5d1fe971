import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { instantSchema, MAX_ID, queryRefIdSchema } from '../common/id.ts';
import { exportFormatSchema } from '../common/records.ts';
import { dayStringSchema } from '../todos/time-fields.ts';

/** An entity kind or action name of the log: lower-case words joined by `_`. */
const logNameSchema = z
  .string()
  .max(40, 'Al massimo 40 caratteri')
  .regex(/^[a-z_]+$/, 'Valore non valido');

/** The filters of the audit log: who, which kind of record, which action, which days (Europe/Rome). */
export const auditFiltersSchema = z.object({
  user_id: queryRefIdSchema,
  entity: logNameSchema.optional(),
  action: logNameSchema.optional(),
  /** First day included, `YYYY-MM-DD`, Italian time. */
  from: dayStringSchema.optional(),
  /** Last day included, `YYYY-MM-DD`, Italian time. */
  to: dayStringSchema.optional(),
});

function periodInOrder(value: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (value.from && value.to && value.from > value.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'La data finale precede quella iniziale' });
  }
}

const AFTER_INVALID = 'Il riferimento alla pagina non è valido: ricarica l’elenco.';

/** `?after=` is the `next_cursor` of the page before (the last entry's id): pages continue by keyset. */
export const auditQuerySchema = auditFiltersSchema
  .extend({
    per_page: z.coerce.number().int().min(1).max(200).default(50),
    after: z.coerce
      .number({ error: AFTER_INVALID })
      .int(AFTER_INVALID)
      .positive(AFTER_INVALID)
      .max(MAX_ID, AFTER_INVALID)
      .optional(),
  })
  .superRefine(periodInOrder);
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditExportQuerySchema = auditFiltersSchema
  .extend({ format: exportFormatSchema.default('xlsx') })
  .superRefine(periodInOrder);
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;

/** One changed field, labelled and with its values as a person reads them (secrets masked). */
export const auditChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  old: z.string().nullable(),
  new: z.string().nullable(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  created_at: instantSchema,
  /** Who did it; null for the system (imports, background jobs) or a removed user. */
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  entity: z.string(),
  /** "Cliente", "Opportunità"… */
  entity_label: z.string(),
  entity_id: z.number().int(),
  /** The record as it is called now and its page; null once the record is gone. */
  record: z.object({ name: z.string(), path: z.string().nullable() }).nullable(),
  action: z.string(),
  /** "Creazione", "Modifica"… */
  action_label: z.string(),
  /** "Mario Rossi ha modificato il cliente Rossi S.r.l." */
  text: z.string(),
  changes: z.array(auditChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  data: z.array(auditEntrySchema),
  meta: z.object({
    per_page: z.number().int(),
    /** Pass as `after` for the next page; null on the last one. */
    next_cursor: z.string().nullable(),
  }),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

const optionSchema = z.object({ value: z.string(), label: z.string() });
export const auditOptionsSchema = z.object({
  entities: z.array(optionSchema),
  actions: z.array(optionSchema),
  users: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AuditOptions = z.infer<typeof auditOptionsSchema>;

/** The most rows one export writes; past it the file ends with a line saying so. */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

export const auditListEndpoint = defineEndpoint({
  operationId: 'auditList',
  method: 'GET',
  path: '/admin/audit',
  summary: 'Registro attività di tutto il sistema (manage_users), dal più recente',
  query: auditQuerySchema,
  response: auditPageSchema,
});

export const auditOptionsEndpoint = defineEndpoint({
  operationId: 'auditOptions',
  method: 'GET',
  path: '/admin/audit/options',
  summary: 'Tipi di record, azioni e utenti per i filtri del registro attività',
  response: auditOptionsSchema,
});

export const auditExportEndpoint = defineEndpoint({
  operationId: 'auditExport',
  method: 'GET',
  path: '/admin/audit/export',
  summary: 'Esporta il registro attività filtrato (XLSX o CSV)',
  query: auditExportQuerySchema,
  response: z.string().describe('file XLSX o CSV'),
});

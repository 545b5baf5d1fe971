import { z } from 'zod';
import { activityPageSchema } from '../clients/client.api.ts';
import { activityQuerySchema } from '../common/activity.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { instantSchema, refIdSchema } from '../common/id.ts';
import { keysetPageOf } from '../common/pagination.ts';
import { recordEndpoints } from '../common/record-endpoints.ts';
import { exportFormatSchema } from '../common/records.ts';
import { contractViewSchema } from '../contracts/contract.api.ts';
import { billingPeriodSchema } from '../contracts/contract.schemas.ts';
import { lookupSchema } from '../settings/lookups.ts';
import {
  changeOpportunityStatusInputSchema,
  createOpportunityInputSchema,
  opportunityBoardQuerySchema,
  opportunityListQuerySchema,
  opportunityRowSchema,
  opportunitySchema,
  opportunityTotalsInputSchema,
  replaceOpportunityRowsInputSchema,
  updateOpportunityInputSchema,
} from './opportunity.schemas.ts';

/** An opportunity as lists show it: stored fields plus names resolved on the server. */
export const opportunityViewSchema = opportunitySchema.extend({
  client_name: z.string().nullable(),
  person_name: z.string().nullable(),
  owner_name: z.string().nullable(),
  state_name: z.string().nullable(),
  state_color: z.string().nullable(),
  state_key: z.string().nullable(),
  type_name: z.string().nullable(),
});
export type OpportunityView = z.infer<typeof opportunityViewSchema>;

export const vatGroupSchema = z.object({
  vat_rate: z.number().int(),
  imponibile_cents: z.number().int(),
  iva_cents: z.number().int(),
});

/** Totals of the counted rows (see opportunity-totals.ts for the rules). */
export const opportunityTotalsSchema = z.object({
  by_vat: z.array(vatGroupSchema),
  imponibile_cents: z.number().int(),
  iva_cents: z.number().int(),
  totale_cents: z.number().int(),
});
export type OpportunityTotalsView = z.infer<typeof opportunityTotalsSchema>;

/** A contract made from the opportunity: enough to link to it. */
export const opportunityContractRefSchema = z.object({ id: z.number().int(), number: z.string() });
export type OpportunityContractRef = z.infer<typeof opportunityContractRefSchema>;

/**
 * GET /opportunities/{id}, POST, PUT: the record, its rows in order, the totals and the contracts made
 * from it (oldest first; empty until one is created, so a won opportunity can still get its contract).
 */
export const opportunityDetailSchema = z.object({
  opportunity: opportunityViewSchema,
  rows: z.array(opportunityRowSchema),
  totals: opportunityTotalsSchema,
  contracts: z.array(opportunityContractRefSchema),
});
export type OpportunityDetail = z.infer<typeof opportunityDetailSchema>;

export const opportunityPageSchema = keysetPageOf(opportunityViewSchema);
export type OpportunityPage = z.infer<typeof opportunityPageSchema>;

/** A card of the board. */
export const opportunityCardSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  title: z.string(),
  client_id: z.number().int(),
  client_name: z.string().nullable(),
  owner_id: z.number().int().nullable(),
  owner_name: z.string().nullable(),
  state_id: z.number().int(),
  total_cents: z.number().int(),
  probability: z.number().int(),
  expected_close_on: z.string().nullable(),
  updated_at: instantSchema,
});
export type OpportunityCard = z.infer<typeof opportunityCardSchema>;

/** One column per opportunity state, in the lookup's order; figures over every matching card. */
export const opportunityBoardSchema = z.object({
  columns: z.array(
    z.object({
      state: lookupSchema,
      count: z.number().int(),
      total_cents: z.number().int(),
      /** Σ totale × probabilità / 100, rounded half up once on the sum. */
      weighted_cents: z.number().int(),
      /** The first `cards_per_state` cards, most recently updated first. */
      cards: z.array(opportunityCardSchema),
    }),
  ),
});
export type OpportunityBoard = z.infer<typeof opportunityBoardSchema>;

export const opportunityRowsResponseSchema = z.object({
  rows: z.array(opportunityRowSchema),
  totals: opportunityTotalsSchema,
  /** The opportunity's new `updated_at` (rows are part of the opportunity for the 409 check). */
  updated_at: instantSchema,
});
export type OpportunityRowsResponse = z.infer<typeof opportunityRowsResponseSchema>;

export const opportunityTotalsPreviewSchema = opportunityTotalsSchema.extend({
  lines: z.array(z.object({ amount_cents: z.number().int().nullable(), counted: z.boolean() })),
});
export type OpportunityTotalsPreview = z.infer<typeof opportunityTotalsPreviewSchema>;

export const opportunityExportQuerySchema = opportunityListQuerySchema
  .omit({ page: true, per_page: true, after: true })
  .extend({ format: exportFormatSchema.default('xlsx') });
export type OpportunityExportQuery = z.infer<typeof opportunityExportQuerySchema>;

/**
 * Contract from a won opportunity: prefilled from it (title, client, type from the opportunity,
 * amount = imponibile of its ACCEPTED rows, start today); any field given here overrides.
 */
export const createContractFromOpportunityInputSchema = z.object({
  title: z.string().trim().min(1).max(200).optional(),
  type_id: refIdSchema.nullable().optional(),
  state_id: refIdSchema.nullable().optional(),
  /** Default: today. */
  start_on: z.iso.date({ error: 'Data non valida: usa il formato AAAA-MM-GG' }).optional(),
  /** Absent: one year after the start, minus a day; null: no end. */
  end_on: z.iso.date({ error: 'Data non valida: usa il formato AAAA-MM-GG' }).nullable().optional(),
  billing_period: billingPeriodSchema.optional(),
  /**
   * Also create, in the same transaction, a project prefilled from the opportunity and the new
   * contract (needs view_projects + manage_projects). Default false.
   */
  create_project: z.boolean().optional(),
});
export type CreateContractFromOpportunityInput = z.input<typeof createContractFromOpportunityInputSchema>;

export const contractFromOpportunitySchema = z.object({
  contract: contractViewSchema,
  /** The project created with it (`create_project`), else null. */
  project: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
});
export type ContractFromOpportunity = z.infer<typeof contractFromOpportunitySchema>;

/** Every opportunity endpoint needs `view_opportunities` (read) or `manage_opportunities` (write). */
export const {
  list: listOpportunitiesEndpoint,
  create: createOpportunityEndpoint,
  get: getOpportunityEndpoint,
  update: updateOpportunityEndpoint,
  delete: deleteOpportunityEndpoint,
  restore: restoreOpportunityEndpoint,
} = recordEndpoints({
  path: '/opportunities',
  name: 'Opportunity',
  plural: 'Opportunities',
  summaries: {
    list: 'Elenco opportunità (filtri stato, tipo, commerciale, cliente, mese di chiusura, importo; ricerca)',
    create: 'Nuova opportunità (numero AAAA/NNNN assegnato dal server), righe facoltative',
    get: 'Un’opportunità con righe e totali',
    update: 'Modifica un’opportunità (e le righe se inviate); 409 se updated_at non è più quello attuale',
    delete: 'Elimina un’opportunità, o la archivia se un contratto la collega',
    restore: 'Ripristina un’opportunità archiviata',
  },
  listQuery: opportunityListQuerySchema,
  page: opportunityPageSchema,
  create: createOpportunityInputSchema,
  update: updateOpportunityInputSchema,
  response: opportunityDetailSchema,
});

export const opportunityBoardEndpoint = defineEndpoint({
  operationId: 'opportunityBoard',
  method: 'GET',
  path: '/opportunities/board',
  summary: 'Kanban per stato: conteggio, totale, totale ponderato e schede',
  query: opportunityBoardQuerySchema,
  response: opportunityBoardSchema,
});

export const listOpportunityRowsEndpoint = defineEndpoint({
  operationId: 'listOpportunityRows',
  method: 'GET',
  path: '/opportunities/:id/rows',
  summary: 'Righe dell’opportunità in ordine, con totali',
  response: opportunityRowsResponseSchema,
});

export const replaceOpportunityRowsEndpoint = defineEndpoint({
  operationId: 'replaceOpportunityRows',
  method: 'PUT',
  path: '/opportunities/:id/rows',
  summary: 'Sostituisce tutte le righe (ordine = posizione) in una transazione; 409 se updated_at è vecchio',
  body: replaceOpportunityRowsInputSchema,
  response: opportunityRowsResponseSchema,
});

export const previewOpportunityTotalsEndpoint = defineEndpoint({
  operationId: 'previewOpportunityTotals',
  method: 'POST',
  path: '/opportunities/totals',
  summary: 'Calcola i totali di righe non salvate (anteprima, nessuna scrittura)',
  body: opportunityTotalsInputSchema,
  response: opportunityTotalsPreviewSchema,
});

export const changeOpportunityStatusEndpoint = defineEndpoint({
  operationId: 'changeOpportunityStatus',
  method: 'POST',
  path: '/opportunities/:id/status',
  summary:
    'Cambia stato (nota; motivo obbligatorio se lo stato è “perso”; verso uno stato “vinto” può accettare le righe proposte); scritto nella cronologia',
  body: changeOpportunityStatusInputSchema,
  response: opportunityDetailSchema,
});

export const opportunityActivityEndpoint = defineEndpoint({
  operationId: 'opportunityActivity',
  method: 'GET',
  path: '/opportunities/:id/activity',
  summary: 'Cronologia dell’opportunità (modifiche e cambi di stato con nota e motivo)',
  query: activityQuerySchema,
  response: activityPageSchema,
});

export const createContractFromOpportunityEndpoint = defineEndpoint({
  operationId: 'createContractFromOpportunity',
  method: 'POST',
  path: '/opportunities/:id/contract',
  summary:
    'Crea un contratto (e, con create_project, il progetto) da un’opportunità vinta (righe accettate); serve anche manage_contracts (+ manage_projects)',
  body: createContractFromOpportunityInputSchema,
  response: contractFromOpportunitySchema,
});

/** Answers application/pdf, attachment `offerta-AAAA-NNNN.pdf`. */
export const opportunityPdfEndpoint = defineEndpoint({
  operationId: 'opportunityPdf',
  method: 'GET',
  path: '/opportunities/:id/pdf',
  summary: 'Scarica l’offerta in PDF',
  response: z.string().describe('file PDF'),
});

/** Answers a file (opportunita-YYYY-MM-DD.xlsx|csv), not JSON. */
export const exportOpportunitiesEndpoint = defineEndpoint({
  operationId: 'exportOpportunities',
  method: 'GET',
  path: '/opportunities/export',
  summary: 'Esporta l’elenco opportunità filtrato (XLSX o CSV)',
  query: opportunityExportQuerySchema,
  response: z.string().describe('file XLSX o CSV'),
});

import { z } from 'zod';
import { activityPageSchema } from '../clients/client.api.ts';
import { activityQuerySchema } from '../common/activity.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { pageOf } from '../common/pagination.ts';
import { recordEndpoints } from '../common/record-endpoints.ts';
import { exportFormatSchema } from '../common/records.ts';
import {
  contractListQuerySchema,
  contractSchema,
  createContractInputSchema,
  updateContractInputSchema,
} from './contract.schemas.ts';

/** A contract as the API answers it: stored fields plus names resolved on the server. */
export const contractViewSchema = contractSchema.extend({
  client_name: z.string().nullable(),
  state_name: z.string().nullable(),
  state_color: z.string().nullable(),
  type_name: z.string().nullable(),
  opportunity_number: z.string().nullable(),
  /**
   * Minutes logged on the contract's projects (the time entries of the timings module); 0 when
   * there are none.
   */
  hours_used_minutes: z.number().int(),
});
export type ContractView = z.infer<typeof contractViewSchema>;

export const contractPageSchema = pageOf(contractViewSchema);
export type ContractPage = z.infer<typeof contractPageSchema>;
export const contractResponseSchema = z.object({ contract: contractViewSchema });
export type ContractResponse = z.infer<typeof contractResponseSchema>;

export const contractExportQuerySchema = contractListQuerySchema
  .omit({ page: true, per_page: true })
  .extend({ format: exportFormatSchema.default('xlsx') });
export type ContractExportQuery = z.infer<typeof contractExportQuerySchema>;

/** Read: `view_contracts`; writes: `manage_contracts`. */
export const {
  list: listContractsEndpoint,
  create: createContractEndpoint,
  get: getContractEndpoint,
  update: updateContractEndpoint,
  delete: deleteContractEndpoint,
  restore: restoreContractEndpoint,
} = recordEndpoints({
  path: '/contracts',
  name: 'Contract',
  summaries: {
    list: 'Elenco contratti (filtri stato, tipo, cliente, in scadenza entro N giorni; ricerca)',
    create: 'Nuovo contratto (numero C-AAAA/NNNN assegnato dal server)',
    get: 'Un contratto',
    update: 'Modifica un contratto (409 se updated_at non è più quello attuale)',
    delete: 'Elimina un contratto, o lo archivia se altri record lo collegano',
    restore: 'Ripristina un contratto archiviato',
  },
  listQuery: contractListQuerySchema,
  page: contractPageSchema,
  create: createContractInputSchema,
  update: updateContractInputSchema,
  response: contractResponseSchema,
});

export const contractActivityEndpoint = defineEndpoint({
  operationId: 'contractActivity',
  method: 'GET',
  path: '/contracts/:id/activity',
  summary: 'Attività del contratto',
  query: activityQuerySchema,
  response: activityPageSchema,
});

/** Answers a file (contratti-YYYY-MM-DD.xlsx|csv), not JSON. */
export const exportContractsEndpoint = defineEndpoint({
  operationId: 'exportContracts',
  method: 'GET',
  path: '/contracts/export',
  summary: 'Esporta l’elenco contratti filtrato (XLSX o CSV)',
  query: contractExportQuerySchema,
  response: z.string().describe('file XLSX o CSV'),
});

import {
  exportClientsEndpoint,
  importClientsEndpoint,
  previewClientImportEndpoint,
} from '@officina/contracts';
import { transferRoutes } from '../../transfer/transfer-routes.ts';
import { exportClients } from './client-export.service.ts';
import { importClients, previewClientImport } from './client-import.service.ts';

/** /api/clients/export and /api/clients/import (preview, import; multipart in this scope only). */
export const clientTransferRoutes = transferRoutes({
  tag: 'clients',
  view: 'view_clients',
  manage: 'manage_clients',
  endpoints: {
    export: exportClientsEndpoint,
    preview: previewClientImportEndpoint,
    import: importClientsEndpoint,
  },
  filename: 'clienti',
  exportRows: exportClients,
  preview: previewClientImport,
  importRows: importClients,
});

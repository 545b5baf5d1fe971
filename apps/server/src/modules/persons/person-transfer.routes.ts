import {
  exportPersonsEndpoint,
  importPersonsEndpoint,
  previewPersonImportEndpoint,
} from '@officina/contracts';
import { transferRoutes } from '../../transfer/transfer-routes.ts';
import { exportPersons } from './person-export.service.ts';
import { importPersons, previewPersonImport } from './person-import.service.ts';

/** /api/persons/export and /api/persons/import (preview, import; multipart in this scope only). */
export const personTransferRoutes = transferRoutes({
  tag: 'persons',
  view: 'view_persons',
  manage: 'manage_persons',
  endpoints: {
    export: exportPersonsEndpoint,
    preview: previewPersonImportEndpoint,
    import: importPersonsEndpoint,
  },
  filename: 'persone',
  exportRows: exportPersons,
  preview: previewPersonImport,
  importRows: importPersons,
});

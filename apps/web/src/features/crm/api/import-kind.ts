import {
  importClientsEndpoint,
  importPersonsEndpoint,
  previewClientImportEndpoint,
  previewPersonImportEndpoint,
} from '@officina/contracts';

/** What an import fills: the wizard is the same for clients and persons, only the endpoints differ. */
export type ImportKind = 'clients' | 'persons';

export const importEndpoints = {
  clients: { preview: previewClientImportEndpoint, run: importClientsEndpoint },
  persons: { preview: previewPersonImportEndpoint, run: importPersonsEndpoint },
} as const;

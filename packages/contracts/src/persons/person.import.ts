import type { ImportField } from '../common/records.ts';

/**
 * Columns of the persons import and export, in export order (labels = export headers). The client
 * is found by Partita IVA first, then by ragione sociale; the type travels by name.
 */
export const personImportFields = [
  { field: 'first_name', label: 'Nome', required: true },
  { field: 'last_name', label: 'Cognome', required: true },
  { field: 'type', label: 'Tipo', required: false },
  { field: 'role', label: 'Ruolo', required: false },
  { field: 'email', label: 'E-mail', required: false },
  { field: 'phone', label: 'Telefono', required: false },
  { field: 'mobile', label: 'Cellulare', required: false },
  { field: 'client_business_name', label: 'Cliente', required: false },
  { field: 'client_vat_number', label: 'Partita IVA cliente', required: false },
  { field: 'privacy_consent_on', label: 'Consenso privacy', required: false },
  { field: 'notes', label: 'Note', required: false },
] as const satisfies readonly ImportField[];
export type PersonImportField = (typeof personImportFields)[number]['field'];

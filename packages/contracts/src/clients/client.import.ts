import type { ImportField } from '../common/records.ts';

/**
 * Columns of the clients import and export, in export order. The labels are the export's headers,
 * so an exported file imports back as it is. Lookups travel by name (`state`: "Attivo"), the
 * account manager by e-mail or "Nome Cognome".
 */
export const clientImportFields = [
  { field: 'business_name', label: 'Ragione sociale', required: true },
  { field: 'vat_number', label: 'Partita IVA', required: false },
  { field: 'tax_code', label: 'Codice fiscale', required: false },
  { field: 'sdi_code', label: 'Codice SDI', required: false },
  { field: 'pec', label: 'PEC', required: false },
  { field: 'email', label: 'E-mail', required: false },
  { field: 'phone', label: 'Telefono', required: false },
  { field: 'website', label: 'Sito web', required: false },
  { field: 'street', label: 'Indirizzo', required: false },
  { field: 'postal_code', label: 'CAP', required: false },
  { field: 'city', label: 'Comune', required: false },
  { field: 'province', label: 'Provincia', required: false },
  { field: 'country', label: 'Nazione', required: false },
  { field: 'state', label: 'Stato', required: false },
  { field: 'category', label: 'Categoria', required: false },
  { field: 'account_manager', label: 'Account manager', required: false },
  { field: 'notes', label: 'Note', required: false },
] as const satisfies readonly ImportField[];
export type ClientImportField = (typeof clientImportFields)[number]['field'];

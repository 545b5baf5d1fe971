import {
  createClientInputSchema,
  createPersonInputSchema,
  type ImportField,
  type ImportMapping,
  type ImportPreview,
} from '@officina/contracts';
import type { IdOption } from '../../../components/form-id-select.tsx';
import type { ImportKind } from '../api/import-kind.ts';

/** Lookups the file names by text ("Attivo", "Maria Rossi"), resolved as the server does. */
export interface ImportLookups {
  clientStates: readonly IdOption[];
  clientCategories: readonly IdOption[];
  personTypes: readonly IdOption[];
  /** Colleagues, matched by "Nome Cognome" or e-mail. */
  users: readonly (IdOption & { email?: string })[];
}

export interface RowCheck {
  /** Line in the file (the header is line 1), as the server's report counts. */
  line: number;
  /** Italian messages by field label; empty when the row looks importable. */
  problems: { label: string; messages: string[] }[];
}

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

function findByName(options: readonly (IdOption & { email?: string })[], text: string): number | undefined {
  const wanted = fold(text);
  return options.find(
    (option) => fold(option.name) === wanted || (option.email && fold(option.email) === wanted),
  )?.id;
}

/** "04/03/2026" (as Italian spreadsheets write it) → "2026-03-04"; anything else unchanged. */
export function isoFromItalianDate(value: string): string {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value.trim());
  if (!match) return value;
  const [, day, month, year] = match;
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

/** The mapped fields of a row, `{ field: cell }`; unmapped fields are absent. */
export function mappedRow(preview: ImportPreview, mapping: ImportMapping, row: readonly string[]) {
  const values: Record<string, string> = {};
  for (const [field, header] of Object.entries(mapping)) {
    const index = preview.headers.indexOf(header);
    if (index >= 0) values[field] = (row[index] ?? '').trim();
  }
  return values;
}

/** Required fields with no column chosen: the import cannot start without them. */
export function missingRequired(fields: readonly ImportField[], mapping: ImportMapping): ImportField[] {
  return fields.filter((field) => field.required && !mapping[field.field]);
}

type Resolved = { input: Record<string, unknown>; problems: Record<string, string[]> };

function resolveLookup(
  values: Record<string, string>,
  field: string,
  target: string,
  options: readonly (IdOption & { email?: string })[],
  notFound: (text: string) => string,
  resolved: Resolved,
) {
  const text = values[field];
  if (!text) return;
  const id = findByName(options, text);
  if (id === undefined) resolved.problems[field] = [notFound(text)];
  else resolved.input[target] = id;
}

function clientInput(values: Record<string, string>, lookups: ImportLookups): Resolved {
  const { state: _s, category: _c, account_manager: _a, ...plain } = values;
  const resolved: Resolved = { input: { ...plain, country: values.country || 'IT' }, problems: {} };
  resolveLookup(
    values,
    'state',
    'state_id',
    lookups.clientStates,
    (t) => `Stato «${t}» non trovato`,
    resolved,
  );
  resolveLookup(
    values,
    'category',
    'category_id',
    lookups.clientCategories,
    (t) => `Categoria «${t}» non trovata`,
    resolved,
  );
  resolveLookup(
    values,
    'account_manager',
    'account_manager_id',
    lookups.users,
    (t) => `Utente «${t}» non trovato`,
    resolved,
  );
  return resolved;
}

function personInput(values: Record<string, string>, lookups: ImportLookups): Resolved {
  // The client is matched on the server (Partita IVA, then ragione sociale): not checked here.
  const { type: _t, client_business_name: _n, client_vat_number: _v, ...plain } = values;
  if (plain.privacy_consent_on) plain.privacy_consent_on = isoFromItalianDate(plain.privacy_consent_on);
  const resolved: Resolved = { input: plain, problems: {} };
  resolveLookup(values, 'type', 'type_id', lookups.personTypes, (t) => `Tipo «${t}» non trovato`, resolved);
  return resolved;
}

const targetField: Record<string, string> = {
  state_id: 'state',
  category_id: 'category',
  account_manager_id: 'account_manager',
  type_id: 'type',
};

/**
 * Checks the preview's rows with the contracts' schemas (the ones the server validates with), so the
 * user sees what would be refused before importing. Only the preview rows are known here; the server
 * checks every row and reports them after the import.
 */
export function checkPreviewRows(
  kind: ImportKind,
  preview: ImportPreview,
  mapping: ImportMapping,
  lookups: ImportLookups,
): RowCheck[] {
  const labelOf = (field: string) => preview.fields.find((entry) => entry.field === field)?.label ?? field;
  return preview.rows.map((row, index) => {
    const values = mappedRow(preview, mapping, row);
    const { input, problems } =
      kind === 'clients' ? clientInput(values, lookups) : personInput(values, lookups);
    const schema = kind === 'clients' ? createClientInputSchema : createPersonInputSchema;
    const result = schema.safeParse(input);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const key = String(issue.path[0] ?? '');
        const field = targetField[key] ?? key;
        if (problems[field]) continue;
        problems[field] = [issue.message];
      }
    }
    return {
      line: index + 2,
      problems: Object.entries(problems).map(([field, messages]) => ({ label: labelOf(field), messages })),
    };
  });
}

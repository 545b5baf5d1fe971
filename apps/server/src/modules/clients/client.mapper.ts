import type { ClientView } from '@officina/contracts';
import type { ClientFields, ClientRow, ClientViewRow } from './client.repository.ts';

/** Row of the joined view to the API's ClientView (one place for both engines' formats). */
export function toClientView(row: ClientViewRow): ClientView {
  return {
    id: row.id,
    business_name: row.business_name,
    vat_number: row.vat_number,
    tax_code: row.tax_code,
    sdi_code: row.sdi_code,
    pec: row.pec,
    email: row.email,
    phone: row.phone,
    website: row.website,
    street: row.street,
    postal_code: row.postal_code,
    city: row.city,
    province: row.province,
    country: row.country,
    state_id: row.state_id,
    category_id: row.category_id,
    account_manager_id: row.account_manager_id,
    notes: row.notes,
    archived_at: row.archived_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
    created_by: row.created_by,
    state_name: row.state_name,
    state_color: row.state_color,
    category_name: row.category_name,
    account_manager_name: row.account_manager_name,
  };
}

/** The fields a form edits, in the order the activity tab lists them. */
export const clientFieldNames = [
  'business_name',
  'vat_number',
  'tax_code',
  'sdi_code',
  'pec',
  'email',
  'phone',
  'website',
  'street',
  'postal_code',
  'city',
  'province',
  'country',
  'state_id',
  'category_id',
  'account_manager_id',
  'notes',
] as const satisfies readonly (keyof ClientFields)[];

/** The editable fields of a stored row (to compare with an edit or an imported row). */
export function clientFieldsOf(row: ClientRow): ClientFields {
  const fields = {} as Record<string, unknown>;
  for (const name of clientFieldNames) fields[name] = row[name];
  return fields as ClientFields;
}

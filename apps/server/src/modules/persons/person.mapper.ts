import type { PersonView } from '@officina/contracts';
import type { PersonFields, PersonRow, PersonViewRow } from './person.repository.ts';

export function toPersonView(row: PersonViewRow): PersonView {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    type_id: row.type_id,
    client_id: row.client_id,
    role: row.role,
    email: row.email,
    phone: row.phone,
    mobile: row.mobile,
    notes: row.notes,
    privacy_consent_on: row.privacy_consent_on,
    archived_at: row.archived_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
    created_by: row.created_by,
    type_name: row.type_name,
    type_color: row.type_color,
    client_name: row.client_name,
    client_archived: row.client_archived_at !== null,
  };
}

export const personFieldNames = [
  'first_name',
  'last_name',
  'type_id',
  'client_id',
  'role',
  'email',
  'phone',
  'mobile',
  'notes',
  'privacy_consent_on',
] as const satisfies readonly (keyof PersonFields)[];

export function personFieldsOf(row: PersonRow): PersonFields {
  const fields = {} as Record<string, unknown>;
  for (const name of personFieldNames) fields[name] = row[name];
  return fields as PersonFields;
}

import type { CreatePersonInput } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import type { ViewRow } from '../../db/list/index.ts';
import { normalizeText, searchText } from '../../db/search.ts';
import { type Instant, toCount } from '../../db/values.ts';
import { type RecordRow, recordTable } from '../../records/record-table.ts';

export type PersonFields = CreatePersonInput;

function writable(fields: PersonFields) {
  return {
    ...fields,
    name_key: normalizeText(`${fields.last_name} ${fields.first_name}`),
    search_text: searchText([
      fields.first_name,
      fields.last_name,
      fields.email,
      fields.role,
      fields.phone,
      fields.mobile,
    ]),
  };
}

/** Persons with their type and client names (the list's rows, an export's, one person's). */
export function selectPersonViews(db: Db) {
  return db
    .selectFrom('persons')
    .leftJoin('lookups as ty', 'ty.id', 'persons.type_id')
    .leftJoin('clients as cl', 'cl.id', 'persons.client_id')
    .select([
      'persons.id',
      'persons.first_name',
      'persons.last_name',
      'persons.type_id',
      'persons.client_id',
      'persons.role',
      'persons.email',
      'persons.phone',
      'persons.mobile',
      'persons.notes',
      'persons.privacy_consent_on',
      'persons.archived_at',
      'persons.created_at',
      'persons.updated_at',
      'persons.created_by',
      'ty.name as type_name',
      'ty.color as type_color',
      'cl.business_name as client_name',
      'cl.vat_number as client_vat_number',
      'cl.archived_at as client_archived_at',
    ]);
}
export type PersonViewRow = ViewRow<typeof selectPersonViews>;

const persons = recordTable('persons', 'Person', selectPersonViews);
export const { findPersonView, findPersonRow, setPersonArchived, deletePersonRow } = persons;
export type PersonRow = RecordRow<'persons'>;

export async function insertPerson(
  db: Db,
  fields: PersonFields,
  userId: number | null,
  now: Instant,
): Promise<number> {
  const row = await db
    .insertInto('persons')
    .values({ ...writable(fields), created_by: userId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Optimistic-lock update: writes only while the row still has `expectedUpdatedAt`. */
export async function updatePerson(
  db: Db,
  id: number,
  fields: PersonFields,
  expectedUpdatedAt: Instant | null,
  now: Instant,
): Promise<boolean> {
  return persons.updatePersonIfVersion(db, id, expectedUpdatedAt, { ...writable(fields), updated_at: now });
}

/**
 * Rows of other tables that point at the person: opportunities naming them as referente (archived
 * ones included). Any makes DELETE archive the person, so the offers keep their referente.
 */
export async function countPersonLinks(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('opportunities')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('person_id', '=', id)
    .executeTakeFirst();
  return toCount(row?.n);
}

/** Stored persons with these e-mails (import matching). */
export function findPersonsByEmails(db: Db, emails: string[]) {
  return db.selectFrom('persons').selectAll().where('email', 'in', emails).orderBy('id').execute();
}

/** Stored persons without e-mail with these name keys (import matching of e-mail-less rows). */
export function findPersonsByNameKeys(db: Db, keys: string[]) {
  return db
    .selectFrom('persons')
    .selectAll()
    .where('name_key', 'in', keys)
    .where('email', 'is', null)
    .orderBy('id')
    .execute();
}

export function nameKeyOf(firstName: string, lastName: string): string {
  return normalizeText(`${lastName} ${firstName}`);
}

/** Many persons in one statement (seeders, bench); same derived columns as insertPerson. */
export async function insertPersonRows(
  db: Db,
  rows: PersonFields[],
  userId: number | null,
  now: Instant,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('persons')
    .values(
      rows.map((fields) => ({ ...writable(fields), created_by: userId, created_at: now, updated_at: now })),
    )
    .execute();
}

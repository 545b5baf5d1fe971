import type { CreateClientInput } from '@officina/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ViewRow } from '../../db/list/index.ts';
import { refColumn } from '../../db/ref-column.ts';
import { normalizeText, searchText } from '../../db/search.ts';
import type { Instant } from '../../db/values.ts';
import { type RecordRow, recordTable } from '../../records/record-table.ts';

/** The client's own fields as forms send them (validated by the contracts' schema). */
export type ClientFields = CreateClientInput;

/** Columns stored from the form, plus the derived search and sort keys. */
function writable(fields: ClientFields) {
  return {
    ...fields,
    name_key: normalizeText(fields.business_name),
    city_key: fields.city ? normalizeText(fields.city) : null,
    search_text: searchText([
      fields.business_name,
      fields.vat_number,
      fields.tax_code,
      fields.city,
      fields.province,
      fields.email,
      fields.pec,
      fields.phone,
    ]),
  };
}

/** Clients with their display names (scalar subqueries on primary keys: see refColumn). */
export function selectClientViews(db: Db) {
  return db
    .selectFrom('clients')
    .select([
      'clients.id',
      'clients.business_name',
      'clients.vat_number',
      'clients.tax_code',
      'clients.sdi_code',
      'clients.pec',
      'clients.email',
      'clients.phone',
      'clients.website',
      'clients.street',
      'clients.postal_code',
      'clients.city',
      'clients.province',
      'clients.country',
      'clients.state_id',
      'clients.category_id',
      'clients.account_manager_id',
      'clients.notes',
      'clients.archived_at',
      'clients.created_at',
      'clients.updated_at',
      'clients.created_by',
      refColumn('lookups as st', 'st.name', 'clients.state_id').as('state_name'),
      refColumn('lookups as st', 'st.color', 'clients.state_id').as('state_color'),
      refColumn('lookups as ca', 'ca.name', 'clients.category_id').as('category_name'),
      refColumn('users as am', sql<string>`am.name || ' ' || am.surname`, 'clients.account_manager_id').as(
        'account_manager_name',
      ),
    ]);
}
export type ClientViewRow = ViewRow<typeof selectClientViews>;

export async function insertClient(
  db: Db,
  fields: ClientFields,
  userId: number | null,
  now: Instant,
): Promise<number> {
  const row = await db
    .insertInto('clients')
    .values({ ...writable(fields), created_by: userId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Writes the fields only if the row still has `expectedUpdatedAt` (optimistic lock); returns
 * whether it did, so a stale edit writes nothing.
 */
export async function updateClient(
  db: Db,
  id: number,
  fields: ClientFields,
  expectedUpdatedAt: Instant | null,
  now: Instant,
): Promise<boolean> {
  return clients.updateClientIfVersion(db, id, expectedUpdatedAt, { ...writable(fields), updated_at: now });
}

/**
 * Rows of other tables that point at the client (archived ones included): persons, opportunities,
 * contracts, projects, to-dos, time entries. Any of them makes DELETE archive instead: deleting
 * would break their foreign key (a 500 before this counted persons only).
 */
export async function countClientLinks(db: Db, id: number): Promise<number> {
  const tables = ['persons', 'opportunities', 'contracts', 'projects', 'todos', 'timings'] as const;
  const row = await db
    .selectNoFrom((eb) =>
      tables.map((table) =>
        eb
          .selectFrom(table)
          .select(sql<number>`1`.as('x'))
          .where(`${table}.client_id`, '=', id)
          .limit(1)
          .$asScalar()
          .as(table),
      ),
    )
    .executeTakeFirst();
  return tables.filter((table) => row?.[table] != null).length;
}

/** Clients with this Partita IVA (archived included), except `excludeId`. */
export function findClientsByVat(db: Db, vat: string, excludeId?: number) {
  let q = db
    .selectFrom('clients')
    .select(['id', 'business_name', 'archived_at'])
    .where('vat_number', '=', vat)
    .orderBy('id')
    .limit(5);
  if (excludeId) q = q.where('id', '<>', excludeId);
  return q.execute();
}

const clients = recordTable('clients', 'Client', selectClientViews);
export const { findClientView, findClientRow, setClientArchived, deleteClientRow } = clients;
export type ClientRow = RecordRow<'clients'>;

/** Many clients in one statement (seeders, bench); same derived columns as insertClient. */
export async function insertClientRows(
  db: Db,
  rows: ClientFields[],
  userId: number | null,
  now: Instant,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('clients')
    .values(
      rows.map((fields) => ({ ...writable(fields), created_by: userId, created_at: now, updated_at: now })),
    )
    .execute();
}

/** Whether the client exists (archived ones included): the check of every record that links one. */
export async function clientExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('clients').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

import type { LookupKind } from '@officina/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { dbBool, type Instant } from '../../db/values.ts';
import { type LookupUsage, lookupUsage } from './lookup-usage.ts';

const columns = [
  'id',
  'kind',
  'key',
  'name',
  'color',
  'position',
  'is_closed',
  'is_won',
  'is_lost',
  'archived_at',
  'updated_at',
] as const;

/** Active and archived values per kind, in one grouped query. */
export async function countLookupsByKind(db: Db): Promise<Map<string, { active: number; archived: number }>> {
  const rows = await db
    .selectFrom('lookups')
    .select(['kind', (eb) => eb.fn.countAll<number | string>().as('total')])
    .select((eb) => eb.fn.count<number | string>('archived_at').as('archived'))
    .groupBy('kind')
    .execute();
  return new Map(
    rows.map((r) => [r.kind, { active: Number(r.total) - Number(r.archived), archived: Number(r.archived) }]),
  );
}

/** Every value of a kind, archived included: active ones by position, then archived ones. */
export function listKindLookups(db: Db, kind: LookupKind) {
  return db
    .selectFrom('lookups')
    .select(columns)
    .where('kind', '=', kind)
    .orderBy(sql`case when archived_at is null then 0 else 1 end`)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export type AdminLookupRow = Awaited<ReturnType<typeof listKindLookups>>[number];

/** One value of a kind (undefined when missing or of another kind). */
export function findKindLookup(db: Db, kind: LookupKind, id: number) {
  return db
    .selectFrom('lookups')
    .select(columns)
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** How many rows of one using column point at each of `values` (ids or keys). */
async function countColumn(
  db: Db,
  usage: LookupUsage,
  values: readonly (number | string)[],
): Promise<Map<string, number>> {
  const column = sql.ref(usage.column);
  const { rows } = await sql<{ ref: number | string; n: number | string }>`
    select ${column} as ref, count(*) as n from ${sql.table(usage.table)}
    where ${column} in (${sql.join(values)})
    group by ${column}`.execute(db);
  return new Map(rows.map((r) => [String(r.ref), Number(r.n)]));
}

/**
 * Records using each value (every column of lookupUsage, archived records included), by value id.
 * One grouped query per using column, on its index where the column is filtered by lists.
 */
export async function countLookupUsage(
  db: Db,
  kind: LookupKind,
  values: readonly { id: number; key: string }[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>(values.map((v) => [v.id, 0]));
  if (values.length === 0) return counts;
  for (const usage of lookupUsage[kind]) {
    const byRef = await countColumn(
      db,
      usage,
      values.map((v) => (usage.by === 'id' ? v.id : v.key)),
    );
    for (const v of values) {
      const n = byRef.get(String(usage.by === 'id' ? v.id : v.key)) ?? 0;
      counts.set(v.id, (counts.get(v.id) ?? 0) + n);
    }
  }
  return counts;
}

/** Keys of every value of a kind, archived included (a new key must differ from all of them). */
export async function listKindKeys(db: Db, kind: LookupKind): Promise<Set<string>> {
  const rows = await db.selectFrom('lookups').select('key').where('kind', '=', kind).execute();
  return new Set(rows.map((r) => r.key));
}

/** The position after the last value of a kind (archived included, so a restore never collides). */
export async function nextPosition(db: Db, kind: LookupKind): Promise<number> {
  const row = await db
    .selectFrom('lookups')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('kind', '=', kind)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export interface LookupValues {
  name: string;
  color: string | null;
  is_closed: boolean;
  is_won: boolean;
  is_lost: boolean;
}

const flagsOf = (values: LookupValues): Record<'is_closed' | 'is_won' | 'is_lost', number> => ({
  is_closed: dbBool(values.is_closed),
  is_won: dbBool(values.is_won),
  is_lost: dbBool(values.is_lost),
});

export async function insertLookup(
  db: Db,
  row: LookupValues & { kind: LookupKind; key: string; position: number; created_by: number },
  now: Instant,
): Promise<number> {
  const { id } = await db
    .insertInto('lookups')
    .values({ ...row, ...flagsOf(row), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Writes name, colour and flags if `updated_at` is still `expected`; false when it was not. */
export async function updateLookupRow(
  db: Db,
  id: number,
  values: LookupValues,
  expected: Instant,
  next: Instant,
): Promise<boolean> {
  const result = await db
    .updateTable('lookups')
    .set({ name: values.name, color: values.color, ...flagsOf(values), updated_at: next })
    .where('id', '=', id)
    .where('updated_at', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Positions 1…n in the order given (the order does not change a value's version). */
export async function setLookupPositions(db: Db, ids: readonly number[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await db
      .updateTable('lookups')
      .set({ position: index + 1 })
      .where('id', '=', id)
      .execute();
  }
}

/** Archives (`archived_at` set) or restores (null, with a new position) a value; bumps its version. */
export async function setLookupArchived(
  db: Db,
  id: number,
  archivedAt: Instant | null,
  next: Instant,
  position?: number,
): Promise<void> {
  await db
    .updateTable('lookups')
    .set({ archived_at: archivedAt, updated_at: next, ...(position === undefined ? {} : { position }) })
    .where('id', '=', id)
    .execute();
}

export async function deleteLookupRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('lookups').where('id', '=', id).execute();
}

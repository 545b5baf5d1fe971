import type { Kysely, Selectable, SelectQueryBuilder, Updateable } from 'kysely';
import type { Database, Db } from '../db/database.ts';
import type { Instant } from '../db/values.ts';

/** Tables of records saved with an optimistic lock: an id and an `updated_at` version. */
type VersionedTable = {
  [T in keyof Database]: Database[T] extends { id: unknown; updated_at: unknown } ? T : never;
}[keyof Database];

/** Versioned tables whose records are archived (`archived_at`) rather than deleted when in use. */
type ArchivableTable = {
  [T in VersionedTable]: Database[T] extends { archived_at: unknown } ? T : never;
}[VersionedTable];

/** The stored row of a record table, e.g. `type ProductRow = RecordRow<'products'>`. */
export type RecordRow<T extends keyof Database> = Selectable<Database[T]>;

/** A record's view query narrowed to one id: what `findView` runs. */
interface ById<O> {
  where(column: string, op: '=', id: number): { executeTakeFirst(): Promise<O | undefined> };
}

/** The handle seen as if every table had only the columns these helpers touch. */
function versioned(db: Db) {
  return db as unknown as Kysely<
    Record<string, { id: number; updated_at: Instant; archived_at: Instant | null }>
  >;
}

function statements<T extends VersionedTable, DB, TB extends keyof DB, O>(
  table: T,
  views: (db: Db) => SelectQueryBuilder<DB, TB, O>,
) {
  const name: string = table;
  return {
    findView(db: Db, id: number): Promise<O | undefined> {
      return (views(db) as unknown as ById<O>).where(`${name}.id`, '=', id).executeTakeFirst();
    },
    findRow(db: Db, id: number): Promise<RecordRow<T> | undefined> {
      return versioned(db).selectFrom(name).selectAll().where('id', '=', id).executeTakeFirst() as never;
    },
    /**
     * Writes `values` only if the row is still at version `expected` (null: whatever its version,
     * as an import's update does); returns whether it did.
     */
    async updateIfVersion(db: Db, id: number, expected: Instant | null, values: Updateable<Database[T]>) {
      const result = await versioned(db)
        .updateTable(name)
        .set(values as never)
        .where('id', '=', id)
        .$if(expected !== null, (q) => q.where('updated_at', '=', expected as Instant))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async deleteRow(db: Db, id: number): Promise<void> {
      await versioned(db).deleteFrom(name).where('id', '=', id).execute();
    },
    /** Archives (an instant) or restores (null) the record and gives it the version `now`. */
    async setArchived(
      db: Db,
      id: number,
      archivedAt: T extends ArchivableTable ? Instant | null : never,
      now: Instant,
    ): Promise<void> {
      await versioned(db)
        .updateTable(name)
        .set({ archived_at: archivedAt, updated_at: now })
        .where('id', '=', id)
        .execute();
    },
  };
}

/** How each statement is named in a module: `findView` of `Product` is `findProductView`. */
const naming = {
  findView: ['find', 'View'],
  findRow: ['find', 'Row'],
  updateIfVersion: ['update', 'IfVersion'],
  deleteRow: ['delete', 'Row'],
  setArchived: ['set', 'Archived'],
} as const;
type Statements<T extends VersionedTable, DB, TB extends keyof DB, O> = ReturnType<
  typeof statements<T, DB, TB, O>
>;
type Named<S, N extends string> = {
  [K in keyof typeof naming & keyof S as `${(typeof naming)[K][0]}${N}${(typeof naming)[K][1]}`]: S[K];
};

/**
 * The by-id statements every versioned record's repository has, for one table, named after the
 * entity (`findProductView`, `findProductRow`, `updateProductIfVersion`, `deleteProductRow`,
 * `setProductArchived`): its view (the module's `select…Views` narrowed to the id), the stored row,
 * the optimistic-lock update (written only if `updated_at` is still `expected`), delete, and, for
 * an archivable table, archive/restore with a new version.
 */
export function recordTable<T extends VersionedTable, N extends string, DB, TB extends keyof DB, O>(
  table: T,
  entity: N,
  views: (db: Db) => SelectQueryBuilder<DB, TB, O>,
): Named<Statements<T, DB, TB, O>, N> {
  const all = statements(table, views);
  return Object.fromEntries(
    Object.entries(naming).map(([key, [verb, noun]]) => [
      `${verb}${entity}${noun}`,
      all[key as keyof typeof all],
    ]),
  ) as never;
}

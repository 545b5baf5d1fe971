import type { Kysely, Selectable, Updateable } from 'kysely';
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

/** The handle seen as if every table had only the columns these helpers touch. */
function versioned(db: Db) {
  return db as unknown as Kysely<
    Record<string, { id: number; updated_at: Instant; archived_at: Instant | null }>
  >;
}

/**
 * The by-id statements every versioned record's repository has, for one table: the stored row,
 * the optimistic-lock update (written only if `updated_at` is still `expected`), delete, and, for
 * an archivable table, archive/restore with a new version.
 */
export function recordTable<T extends VersionedTable>(table: T) {
  const name: string = table;
  return {
    findRow(db: Db, id: number): Promise<Selectable<Database[T]> | undefined> {
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

import { type ColumnDefinitionBuilder, type CreateTableBuilder, sql } from 'kysely';
import type { Engine } from './frozen.ts';

/**
 * Column types that differ between the engines, so one migration serves both: auto-increment keys,
 * instants (timestamptz vs ISO text) and booleans (boolean vs 0/1 integer).
 */
export function ddl(engine: Engine) {
  const pg = engine === 'postgres';
  return {
    /** `id integer primary key autoincrement` on SQLite, an identity column on PostgreSQL. */
    id<T extends string>(table: CreateTableBuilder<T>): CreateTableBuilder<T, 'id'> {
      return table.addColumn('id', 'integer', (col) =>
        pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
      );
    },
    instant: pg ? ('timestamptz' as const) : ('text' as const),
    bool: pg ? ('boolean' as const) : ('integer' as const),
    /** NOT NULL with a default, written in each engine's literal. */
    boolDefault(value: boolean) {
      return (col: ColumnDefinitionBuilder) =>
        col.notNull().defaultTo(pg ? sql.lit(value) : sql.lit(value ? 1 : 0));
    },
  };
}

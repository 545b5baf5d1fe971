import { type Kysely, type RawBuilder, sql } from 'kysely';
import { APOSTROPHE_VARIANTS } from './frozen.ts';

/**
 * The search, sort and filter keys (`normalizeText`) now fold every apostrophe variant into ', so
 * typing "Reggio nell'Emilia" finds the comune stored as "Reggio nell’Emilia". This folds the keys
 * already stored the same way, in SQL on both engines (the columns hold only normalised text, so a
 * character replace is exactly what re-normalising in JavaScript would give). Only rows that change
 * are written; on SQLite the FTS index of clients and persons follows through its update triggers.
 */
export const normalisedKeyColumns: readonly [table: string, columns: readonly string[]][] = [
  ['clients', ['name_key', 'city_key', 'search_text']],
  ['persons', ['name_key', 'search_text']],
  ['opportunities', ['search_text']],
  ['contracts', ['search_text']],
  ['products', ['name_key', 'search_text']],
  ['projects', ['name_key', 'search_text']],
  ['todos', ['title_key', 'search_text']],
  ['checklist_templates', ['name_key']],
];

/** `replace(replace(column, '’', '''), …)` over every variant. */
function folded(column: string): RawBuilder<string> {
  let expression = sql<string>`${sql.ref(column)}`;
  for (const variant of APOSTROPHE_VARIANTS) {
    expression = sql<string>`replace(${expression}, ${sql.lit(variant)}, ${sql.lit("'")})`;
  }
  return expression;
}

export function apostrophes() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const [table, columns] of normalisedKeyColumns) {
        const changed = sql.join(
          columns.map((c) => sql`${sql.ref(c)} <> ${folded(c)}`),
          sql` or `,
        );
        const sets = sql.join(columns.map((c) => sql`${sql.ref(c)} = ${folded(c)}`));
        await sql`update ${sql.table(table)} set ${sets} where ${changed}`.execute(db);
      }
    },
  };
}

import { type RawBuilder, sql } from 'kysely';

/**
 * A column of the row a reference points at, read by its primary key as a scalar subquery:
 * `refColumn('lookups as st', 'st.name', 'clients.state_id')` is
 * `(select "st"."name" from "lookups" as "st" where "st"."id" = "clients"."state_id")`, NULL when the
 * reference is. Lists read their display names this way rather than by left joins: PostgreSQL plans
 * a join of four to six tables on every call in more time than the page takes, while each subquery
 * plans on its own in microseconds. `column` may be an expression (a full name: `u.name || ' ' || u.surname`).
 */
export function refColumn<T = string>(
  from: `${string} as ${string}`,
  column: string | RawBuilder<T>,
  on: string,
): RawBuilder<T | null> {
  const [table, alias] = from.split(' as ') as [string, string];
  const value = typeof column === 'string' ? sql.ref(column) : sql`${column} as ${sql.id('n')}`;
  return sql<T | null>`(select ${value} from ${sql.table(table)} as ${sql.id(alias)} where ${sql.ref(`${alias}.id`)} = ${sql.ref(on)})`;
}

import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database.ts';

/**
 * A query on the hot path (every authenticated request) compiled once per database handle and
 * re-run with new parameter values: Kysely otherwise rebuilds and recompiles the same SQL on each
 * call, which costs more than running it. `build` receives marker values in place of the
 * parameters; every place a marker lands in the compiled parameters is filled on each run.
 */
export function preparedQuery<Args extends unknown[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
  markers: Args,
): (db: Db, ...args: Args) => Promise<Row[]> {
  const compiled = new WeakMap<Db, { query: CompiledQuery<Row>; slots: number[] }>();
  return async (db, ...args) => {
    let entry = compiled.get(db);
    if (!entry) {
      const query = build(db, ...markers).compile();
      const slots = query.parameters.map((p) => markers.indexOf(p));
      entry = { query, slots };
      compiled.set(db, entry);
    }
    const { query, slots } = entry;
    const parameters = query.parameters.map((p, i) => (slots[i] === -1 ? p : args[slots[i] as number]));
    const result = await db.executeQuery<Row>({ ...query, parameters });
    return result.rows;
  };
}

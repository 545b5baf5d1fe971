import type { z } from 'zod';
import type { CacheWatch } from '../../db/cache-watch.ts';
import type { Db } from '../../db/database.ts';
import { readSettingsVersion } from './settings.repository.ts';

interface Kept {
  version: string;
  /** The watch's generation when the version was read (decision 0016). */
  generation: number;
  json: string;
}

/**
 * Keeps the serialised answer of a settings call that depends only on lookups and settings, and
 * serves it while nothing changed (decisions 0011 and 0016): while the process's watch
 * (db/cache-watch.ts) is trusted and has seen no write to settings or lookups since the answer was
 * kept, without a statement; otherwise while the settings version in the database is unchanged (one
 * primary-key lookup), so an edit made through any instance is served by every instance from its
 * next request on, or — with the watch — from the moment its PostgreSQL notification arrives.
 *
 * The answer is checked against the endpoint's response schema once per version, as the route's
 * serializer would check it on every call.
 *
 * The generation and then the version are read before the data: a change that lands in between is
 * kept under an old generation and version and replaced on the next call, never served as current.
 */
export function versionedAnswer<S extends z.ZodType>(
  schema: S,
  load: (db: Db) => Promise<z.infer<S>>,
): (db: Db, watch: CacheWatch) => Promise<string> {
  const kept = new WeakMap<Db, Kept>();
  return async (db, watch) => {
    const generation = watch.generation;
    const hit = kept.get(db);
    if (hit && watch.trusted && hit.generation === generation) return hit.json;
    const version = await readSettingsVersion(db);
    if (hit && hit.version === version) {
      hit.generation = generation;
      return hit.json;
    }
    const json = JSON.stringify(schema.parse(await load(db)));
    kept.set(db, { version, generation, json });
    return json;
  };
}

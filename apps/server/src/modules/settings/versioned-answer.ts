import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { readSettingsVersion } from './settings.repository.ts';

/**
 * Keeps the serialised answer of a settings call that depends only on lookups and settings, and
 * serves it while the settings version in the database is unchanged. The version is read on every
 * call (one primary-key lookup), so the process stays stateless in the sense that matters: an edit
 * made through any instance is served by every instance from its next request on.
 *
 * The answer is checked against the endpoint's response schema once per version, as the route's
 * serializer would check it on every call.
 *
 * The version is read before the data: a change that lands in between is cached under the old
 * version and replaced on the next call, never served as current under a newer version.
 */
export function versionedAnswer<S extends z.ZodType>(
  schema: S,
  load: (db: Db) => Promise<z.infer<S>>,
): (db: Db) => Promise<string> {
  const cached = new WeakMap<Db, { version: string; json: string }>();
  return async (db) => {
    const version = await readSettingsVersion(db);
    const hit = cached.get(db);
    if (hit && hit.version === version) return hit.json;
    const json = JSON.stringify(schema.parse(await load(db)));
    cached.set(db, { version, json });
    return json;
  };
}

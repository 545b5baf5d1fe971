import type { LookupKind } from '@officina/contracts';
import type { Db } from '../db/database.ts';
import { validationError } from '../http/api-error.ts';
import { findLookupKinds } from '../modules/settings/lookups.repository.ts';
import { findExistingUserIds } from '../modules/user/user.repository.ts';

export interface ReferenceCheck {
  field: string;
  id: number | null;
  /** A lookup of this kind, or a user. */
  kind: LookupKind | 'user';
  message: string;
}

/**
 * Checks that the ids a form sends exist and are of the right kind (a state id must be a client
 * state, not a project state): 422 on the field instead of a foreign-key failure (500).
 */
export async function assertReferences(db: Db, checks: ReferenceCheck[]): Promise<void> {
  const lookups = checks.filter((c) => c.id !== null && c.kind !== 'user');
  const users = checks.filter((c) => c.id !== null && c.kind === 'user');
  const errors: Record<string, string[]> = {};
  if (lookups.length > 0) {
    const rows = await findLookupKinds(
      db,
      lookups.map((c) => c.id as number),
    );
    const kinds = new Map(rows.map((r) => [r.id, r.kind]));
    for (const c of lookups) if (kinds.get(c.id as number) !== c.kind) errors[c.field] = [c.message];
  }
  if (users.length > 0) {
    const rows = await findExistingUserIds(
      db,
      users.map((c) => c.id as number),
    );
    const found = new Set(rows.map((r) => r.id));
    for (const c of users) if (!found.has(c.id as number)) errors[c.field] = [c.message];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

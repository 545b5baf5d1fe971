import type { LookupKind } from '@officina/contracts';
import type { Db } from '../db/database.ts';
import { validationError } from '../http/api-error.ts';
import { findLookupKinds } from '../modules/settings/lookups.repository.ts';
import { findExistingUserIds } from '../modules/user/user.repository.ts';
import { findExistingIds, type ReferencedTable, referencedTables } from './references.repository.ts';

/** What an id points at: a lookup of this kind, a user, or a row of a record table. */
export type ReferenceKind = LookupKind | 'user' | ReferencedTable;

export interface ReferenceCheck {
  field: string;
  id: number | null;
  kind: ReferenceKind;
  /** Defaults to the record's own message ("Cliente non valido"); lookups name theirs. */
  message?: string;
}

const recordMessages: Record<ReferencedTable | 'user', string> = {
  user: 'Utente non valido',
  clients: 'Cliente non valido',
  persons: 'Referente non valido',
  products: 'Prodotto non valido',
  contracts: 'Contratto non valido',
  opportunities: 'Opportunità non valida',
  projects: 'Progetto non valido',
  todos: 'To-do non valido',
  checklist_templates: 'Modello di checklist non valido',
};

const messageOf = (kind: ReferenceKind) =>
  (recordMessages as Partial<Record<ReferenceKind, string>>)[kind] ?? 'Valore non valido';

const isTable = (kind: ReferenceKind): kind is ReferencedTable =>
  (referencedTables as readonly string[]).includes(kind);

/** One check per id of a list field (`member_ids.0`, `member_ids.1`, …). */
export function eachReference(field: string, ids: readonly number[], kind: ReferenceKind): ReferenceCheck[] {
  return ids.map((id, i) => ({ field: `${field}.${i}`, id, kind }));
}

/** The ids among `ids` that exist as `kind` (one query per kind). */
async function existing(db: Db, kind: ReferenceKind, ids: number[]): Promise<Set<number>> {
  if (kind === 'user') return new Set((await findExistingUserIds(db, ids)).map((r) => r.id));
  if (isTable(kind)) return new Set((await findExistingIds(db, kind, ids)).map((r) => r.id));
  const rows = await findLookupKinds(db, ids);
  return new Set(rows.filter((r) => r.kind === kind).map((r) => r.id));
}

/**
 * Checks that the ids a form sends exist and are of the right kind (a state id must be a client
 * state, not a project state): 422 on each wrong field with an Italian message, instead of a
 * foreign-key failure (500) or a dangling id where there is no foreign key. Used by every service
 * that writes a reference; null ids are skipped.
 */
export async function assertReferences(db: Db, checks: ReferenceCheck[]): Promise<void> {
  const byKind = new Map<ReferenceKind, ReferenceCheck[]>();
  for (const c of checks) if (c.id !== null) byKind.set(c.kind, [...(byKind.get(c.kind) ?? []), c]);
  const errors: Record<string, string[]> = {};
  for (const [kind, group] of byKind) {
    const found = await existing(
      db,
      kind,
      group.map((c) => c.id as number),
    );
    for (const c of group) {
      if (!found.has(c.id as number)) errors[c.field] = [c.message ?? messageOf(kind)];
    }
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

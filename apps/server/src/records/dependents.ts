import type { Db } from '../db/database.ts';

/** The records other modules' records hang on (files, documentation pages, links). */
export type DependedKind =
  | 'client'
  | 'person'
  | 'opportunity'
  | 'contract'
  | 'project'
  | 'todo'
  | 'documentation';

/**
 * Something of a module that hangs on records of others (attachments on any record, documentation
 * pages and links on clients and projects): `what` names it in Italian, plural ("allegati").
 */
export interface RecordDependents {
  what: string;
  /** Whether anything of this kind hangs on the record. */
  has(db: Db, kind: DependedKind, id: number): Promise<boolean>;
}

let registered: readonly RecordDependents[] = [];

/**
 * Set by api.ts from the modules whose records hang on others', so that a module deleting a record
 * learns what hangs on it without importing those modules (the same list for every app of a
 * process: setting it again replaces it).
 */
export function setRecordDependents(dependents: readonly RecordDependents[]): void {
  registered = dependents;
}

/**
 * What hangs on the record, by name ("allegati", "link"): nothing when it may be deleted for good.
 * A record something hangs on is archived instead, as with its own links (house rule: rows are
 * archived rather than deleted when other records point at them).
 */
export async function dependentsOf(db: Db, kind: DependedKind, id: number): Promise<string[]> {
  const found = await Promise.all(registered.map((d) => d.has(db, kind, id)));
  return registered.filter((_, i) => found[i]).map((d) => d.what);
}

/** "allegati", "allegati e link", "allegati, pagine di documentazione e link". */
export function dependentsText(whats: readonly string[]): string {
  if (whats.length <= 1) return whats[0] ?? '';
  return `${whats.slice(0, -1).join(', ')} e ${whats.at(-1)}`;
}

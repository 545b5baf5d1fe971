import type { AppAbility, SearchKind } from '@officina/contracts';
import type { Db } from '../db/database.ts';

/** A record as the global search shows and matches it (the search module normalises the text). */
export interface SearchDocumentInput {
  recordId: number;
  /** The record's name as its own page shows it. */
  title: string;
  /** Context: the client of a person, a to-do's project, an event's day, a file's record. */
  subtitle: string | null;
  /** The app path that opens it (apps/web/src/lib/paths.ts). */
  path: string;
  /** The other searchable fields (never secrets): matched as words anywhere, ranked after the title. */
  body: (string | null | undefined)[];
  archived: boolean;
  updatedAt: string;
}

/** Who is searching: what a source's record-level rule needs. */
export interface SearchActor {
  userId: number;
  ability: AppAbility;
}

/**
 * What a module indexes for the global search (docs/modules/search.md "A new module"): one per kind,
 * in the module's folder, listed in `apps/server/src/search-sources.ts` beside api.ts.
 */
export interface SearchSource {
  kind: SearchKind;
  /** The activity_log `entity` names whose rows change documents of this kind (ids are record ids). */
  entities: readonly string[];
  /** Whether the user may search this kind at all. */
  permission(ability: AppAbility): boolean;
  /** The documents of these records; an id without a document is gone (its index row is deleted). */
  documents(db: Db, ids: readonly number[]): Promise<SearchDocumentInput[]>;
  /** Reindex batches: up to `limit` record ids greater than `afterId`, ascending. */
  idsAfter(db: Db, afterId: number, limit: number): Promise<number[]>;
  /** Record-level visibility: which of `ids` the actor may see (absent: every one). */
  reachable?(db: Db, actor: SearchActor, ids: readonly number[]): Promise<Set<number>>;
}

let registered: readonly SearchSource[] = [];

/**
 * Set by api.ts (and the reindex command) from the modules' sources, so that the search module and
 * the activity log index every kind without importing the modules (setting it again replaces it).
 */
export function setSearchSources(sources: readonly SearchSource[]): void {
  registered = sources;
}

/** Every registered source, in the order of the composition list. */
export function searchSources(): readonly SearchSource[] {
  return registered;
}

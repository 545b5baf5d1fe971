import type { Generated } from 'kysely';
import type { Instant } from '../../db/values.ts';

export interface DocumentationsTable {
  id: Generated<number>;
  title: string;
  /** normalizeText(title): accent-insensitive sort key. */
  title_key: string;
  /** Markdown source. */
  body: string;
  /** normalizeText(title + tags + body): what documentation_words is cut from. */
  search_text: string;
  /** JSON array of the tags in the order typed (display); documentation_tags indexes them. */
  tags: Generated<string>;
  client_id: number | null;
  project_id: number | null;
  /** Number of the newest row of documentation_versions. */
  version: Generated<number>;
  archived_at: Instant | null;
  created_at: Instant;
  updated_at: Instant;
  created_by: number | null;
  updated_by: number | null;
}

/** One row per (page, normalised tag): the tag filter and the tags list. */
export interface DocumentationTagsTable {
  documentation_id: number;
  tag: string;
}

/** One row per (page, distinct normalised word of its title, tags and body): the search. */
export interface DocumentationWordsTable {
  documentation_id: number;
  word: string;
}

/** Every saved state of a page (the newest is the page as it is). */
export interface DocumentationVersionsTable {
  id: Generated<number>;
  documentation_id: number;
  number: number;
  title: string;
  body: string;
  /** JSON array, as documentations.tags. */
  tags: Generated<string>;
  /** The version a restore copied, else null. */
  restored_from: number | null;
  created_at: Instant;
  created_by: number | null;
}

import type { Generated } from 'kysely';
import type { Instant } from '../../db/values.ts';

export interface ExternalLinksTable {
  id: Generated<number>;
  title: string;
  /** normalizeText(title): accent-insensitive sort key. */
  title_key: string;
  /** An absolute http or https address, as typed (trimmed); never fetched by the server. */
  url: string;
  /** normalizeText(title + url + description), matched with LIKE by the search box. */
  search_text: string;
  description: string | null;
  category_id: number | null;
  client_id: number | null;
  project_id: number | null;
  created_at: Instant;
  updated_at: Instant;
  created_by: number | null;
}

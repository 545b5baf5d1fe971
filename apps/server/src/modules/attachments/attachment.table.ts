import type { Generated } from 'kysely';
import type { Instant } from '../../db/values.ts';

/** One stored content: its key in the blob store and how many attachments point at it. */
export interface BlobsTable {
  /** Lower-case hex SHA-256 of the bytes: the blob store's key. */
  sha256: string;
  size: number;
  /** The sniffed type of the first upload. */
  mime: string;
  /** Attachments pointing at it; the row and the stored bytes go when it reaches 0. */
  ref_count: number;
  created_at: Instant;
}

export interface AttachmentsTable {
  id: Generated<number>;
  /** client, person, opportunity, contract, project, todo, documentation; null: no record. */
  record_type: string | null;
  record_id: number | null;
  /** The sanitised display name (never used as a path). */
  name: string;
  /** normalizeText(name): sort key and what `q` matches. */
  name_key: string;
  /** The normalised name again: what the search-terms index (attachments_search_terms) is built from. */
  search_text: string;
  size: number;
  mime: string;
  /** image, pdf, document, spreadsheet, archive, text, other (from the sniffed type). */
  kind: string;
  sha256: string;
  created_at: Instant;
  updated_at: Instant;
  created_by: number | null;
}

import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { instantSchema } from '../common/id.ts';
import { archivedQuerySchema } from '../common/sort.ts';

/**
 * The global search (navbar field, Ctrl+K palette, `/search`): one query across every kind of
 * record the signed-in user may see. Each server module declares what it indexes (a search source);
 * a kind the user may not see is never searched, a record the user may not reach is never answered.
 */
export const SEARCH_KINDS = [
  'client',
  'person',
  'opportunity',
  'contract',
  'product',
  'project',
  'todo',
  'schedule',
  'documentation',
  'external_link',
  'keyholder',
  'attachment',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export const searchKindSchema = z.enum(SEARCH_KINDS, { error: 'Tipo di risultato sconosciuto' });

/** The group headings, in Italian (plural), in the order the palette shows kinds that tie. */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  client: 'Clienti',
  person: 'Persone',
  opportunity: 'Opportunità',
  contract: 'Contratti',
  product: 'Prodotti',
  project: 'Progetti',
  todo: 'To-do',
  schedule: 'Appuntamenti',
  documentation: 'Documentazione',
  external_link: 'Link',
  keyholder: 'Credenziali',
  attachment: 'Allegati',
};

/** Shortest query searched (after normalisation); a shorter one answers no groups. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 200;
/** Results per kind: the palette asks 5, the `/search` page up to 50. */
export const SEARCH_LIMIT_DEFAULT = 5;
export const SEARCH_LIMIT_MAX = 50;

/** `kinds=client,person` (comma-separated) or repeated; absent → every kind the user may see. */
const kindsQuerySchema = z.preprocess((value) => {
  if (value === undefined || value === '') return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','));
  return parts.map((p) => p.trim()).filter(Boolean);
}, z.array(searchKindSchema).max(SEARCH_KINDS.length).optional());

export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'Scrivi cosa cercare' })
    .max(SEARCH_MAX_LENGTH, `La ricerca può essere lunga al massimo ${SEARCH_MAX_LENGTH} caratteri`),
  kinds: kindsQuerySchema,
  limit: z.coerce
    .number({ error: 'Numero di risultati non valido' })
    .int('Numero di risultati non valido')
    .min(1, 'Numero di risultati non valido')
    .max(SEARCH_LIMIT_MAX, `Al massimo ${SEARCH_LIMIT_MAX} risultati per tipo`)
    .default(SEARCH_LIMIT_DEFAULT),
  /** Archived records too (marked `archived`); absent → only active ones. */
  archived: archivedQuerySchema,
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchHitSchema = z.object({
  kind: searchKindSchema,
  id: z.number().int(),
  /** The record's name as its own page shows it ("Rossi Impianti S.r.l.", "OPP-2026-0012 Rinnovo"). */
  title: z.string(),
  /** Context: the client of a person or project, a to-do's project, an event's day, a file's record. */
  subtitle: z.string().nullable(),
  /** The app path that opens the record (an attachment opens the record it hangs on). */
  path: z.string(),
  archived: z.boolean(),
  updated_at: instantSchema,
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchGroupSchema = z.object({
  kind: searchKindSchema,
  label: z.string(),
  /** Best first: exact title, title starting with the query, words at the start of the title, words anywhere; then the most recently changed. */
  items: z.array(searchHitSchema),
  /** More matches than `limit` exist (the page "Mostra tutti" asks again with this kind alone). */
  more: z.boolean(),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const searchResultSchema = z.object({
  /** The query as searched (trimmed). */
  q: z.string(),
  /** Groups with at least one hit, the group of the best hit first. */
  groups: z.array(searchGroupSchema),
  /** The kinds the user may search (the page's filter chips). */
  kinds: z.array(searchKindSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchEndpoint = defineEndpoint({
  operationId: 'search',
  method: 'GET',
  path: '/search',
  summary:
    'Ricerca globale: clienti, persone, opportunità, contratti, prodotti, progetti, to-do, appuntamenti, documentazione, link, credenziali, allegati',
  query: searchQuerySchema,
  response: searchResultSchema,
});

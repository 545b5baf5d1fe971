import { z } from 'zod';
import { instantSchema, optionalRefIdSchema, queryRefIdSchema, withVersion } from '../common/id.ts';
import { optionalStringSchema } from '../common/italian/schemas.ts';
import { recordList } from '../common/record-list.ts';

/** The longest address accepted (what browsers and proxies handle everywhere). */
export const EXTERNAL_LINK_URL_MAX = 2048;

export const externalLinkUrlMessages = {
  empty: 'Inserisci l’indirizzo',
  tooLong: `Indirizzo troppo lungo: al massimo ${EXTERNAL_LINK_URL_MAX} caratteri`,
  spaces: 'L’indirizzo non può contenere spazi',
  scheme: 'Sono ammessi solo indirizzi che iniziano con http:// o https://',
  invalid: 'Indirizzo non valido: scrivilo per intero, ad esempio https://www.esempio.it',
  credentials: 'Non inserire nome utente e password nell’indirizzo',
} as const;

/** The WHATWG URL parser of the runtime (Node and browsers), typed here: the package has no DOM lib. */
interface ParsedUrl {
  protocol: string;
  hostname: string;
  username: string;
  password: string;
}
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string) => ParsedUrl }).URL;

/**
 * Why `value` (already trimmed) is not an address a link may open, or undefined when it is one:
 * only absolute http and https URLs with a host — `javascript:`, `data:`, `file:`, `ftp:`, relative
 * paths, spaces, control characters and backslashes are refused. The same check runs in the form
 * and on the server, and the web checks again before it renders an `href`.
 */
export function externalLinkUrlIssue(value: string): string | undefined {
  if (value === '') return externalLinkUrlMessages.empty;
  if (value.length > EXTERNAL_LINK_URL_MAX) return externalLinkUrlMessages.tooLong;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return externalLinkUrlMessages.spaces;
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return externalLinkUrlMessages.scheme;
  if (!/^https?:\/\/[^/?#\\]/i.test(value) || value.includes('\\')) return externalLinkUrlMessages.invalid;
  let parsed: ParsedUrl;
  try {
    parsed = new WhatwgUrl(value);
  } catch {
    return externalLinkUrlMessages.invalid;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return externalLinkUrlMessages.scheme;
  if (parsed.hostname === '') return externalLinkUrlMessages.invalid;
  if (parsed.username !== '' || parsed.password !== '') return externalLinkUrlMessages.credentials;
  return undefined;
}

/** True when `value` may be rendered as the `href` of a link (http or https, as saved). */
export function isSafeExternalUrl(value: string): boolean {
  return externalLinkUrlIssue(value) === undefined;
}

/** The address of a link: trimmed, then checked by externalLinkUrlIssue (422 on `url` otherwise). */
export const externalLinkUrlSchema = z
  .string({ error: externalLinkUrlMessages.empty })
  .max(EXTERNAL_LINK_URL_MAX + 1_000, externalLinkUrlMessages.tooLong)
  .overwrite((value) => value.trim())
  .superRefine((value, ctx) => {
    const message = externalLinkUrlIssue(value);
    if (message !== undefined) ctx.addIssue({ code: 'custom', message, input: value });
  });

export const externalLinkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Always an absolute http or https address (externalLinkUrlIssue). */
  url: z.string(),
  description: z.string().nullable(),
  category_id: z.number().int().nullable(),
  client_id: z.number().int().nullable(),
  project_id: z.number().int().nullable(),
  created_at: instantSchema,
  updated_at: instantSchema,
  created_by: z.number().int().nullable(),
});
export type ExternalLink = z.infer<typeof externalLinkSchema>;

const tidy = (value: string) => value.trim().replace(/\s+/g, ' ');

const externalLinkInputShape = {
  title: z
    .string({ error: 'Inserisci il titolo' })
    .overwrite(tidy)
    .min(1, 'Inserisci il titolo')
    .max(200, 'Al massimo 200 caratteri'),
  url: externalLinkUrlSchema,
  description: optionalStringSchema((value) => value.trim(), 2_000),
  category_id: optionalRefIdSchema,
  /** Filled from the project's client when empty and a project is given. */
  client_id: optionalRefIdSchema,
  project_id: optionalRefIdSchema,
};

export const createExternalLinkInputSchema = z.object(externalLinkInputShape);
export type CreateExternalLinkInput = z.infer<typeof createExternalLinkInputSchema>;

/** PUT: the whole link again, with the `updated_at` it was read at (stale → 409). */
export const updateExternalLinkInputSchema = withVersion(externalLinkInputShape);
export type UpdateExternalLinkInput = z.infer<typeof updateExternalLinkInputSchema>;

const linkList = recordList({
  sort: ['title', 'url', 'category_id', 'client_id', 'project_id'],
  defaultSort: 'title',
  filters: {
    category_id: queryRefIdSchema,
    client_id: queryRefIdSchema,
    project_id: queryRefIdSchema,
  },
});

/** Links are deleted, never archived (nothing points at a link): the list has no `archived` view. */
export const externalLinkSortColumns = linkList.sortColumns;
export type ExternalLinkSortColumn = (typeof externalLinkSortColumns)[number];

/** `?q=` searches title, address and description (accent- and case-insensitive, every word). */
export const externalLinkListQuerySchema = linkList.query.omit({ archived: true });
export type ExternalLinkListQuery = z.infer<typeof externalLinkListQuerySchema>;

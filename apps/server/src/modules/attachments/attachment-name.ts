import { ATTACHMENT_NAME_MAX } from '@officina/contracts';

/** C0/C1 controls, bidi embeddings/overrides/isolates and marks, zero-width characters, BOM. */
const INVISIBLE = /[\p{Cc}\u200B-\u200F\u202A-\u202E\u2066-\u2069\u061C\uFEFF]/gu;
/** Characters Windows refuses in names (shown as `_`, so a downloaded copy saves anywhere). */
const RESERVED = /[<>:"|?*]/g;
const FALLBACK = 'allegato';

/**
 * A display name from what the browser sent: the last path segment only (no `/` or `\`), Unicode
 * NFC, no control or bidi-override characters, no `..`, no leading dots or trailing dots and spaces,
 * at most ATTACHMENT_NAME_MAX characters with the extension kept. Never a path: the bytes are stored
 * under their hash. `extension` (from the sniffed type) names a file whose name was all stripped.
 */
export function sanitizeFileName(raw: string, extension?: string): string {
  const segment = raw.split(/[/\\]/).pop() ?? '';
  let name = segment
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(RESERVED, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .replace(/[\s.]+$/, '');
  if (!name) name = extension ? `${FALLBACK}.${extension}` : FALLBACK;
  return shorten(name, ATTACHMENT_NAME_MAX);
}

/** Cuts a name to `max` code points, keeping a short extension (`…lungo.pdf`). */
function shorten(name: string, max: number): string {
  const chars = [...name];
  if (chars.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot) : '';
  const kept = [...extension].length <= 16 ? extension : '';
  return (
    chars
      .slice(0, max - [...kept].length)
      .join('')
      .trimEnd() + kept
  );
}

/** The extension of a name, lower-case without the dot ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * `Content-Disposition` with the name twice (RFC 6266): `filename` in plain ASCII for old clients,
 * `filename*` UTF-8 percent-encoded (RFC 5987) for everyone else.
 */
export function contentDisposition(type: 'attachment' | 'inline', name: string): string {
  const ascii =
    name
      .normalize('NFD')
      .replace(/[^\x20-\x7E]/g, '')
      .replace(/["\\%;]/g, '_') || FALLBACK;
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

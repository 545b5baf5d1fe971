import { offerLogoMaxBytes } from '@officina/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiError, alertError, validationError } from '../../http/api-error.ts';
import { readUpload } from '../../transfer/upload.ts';

export type LogoType = 'png' | 'jpeg' | 'svg';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The real type of an uploaded logo from its bytes (the name and the declared type are ignored):
 * PNG and JPEG by signature, SVG when the text's root element is `<svg`. null otherwise.
 */
export function sniffLogo(data: Buffer): LogoType | null {
  if (data.subarray(0, 8).equals(PNG)) return 'png';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  const text = data
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  // Markup whose first element is <svg>, possibly after an XML declaration, comments or a DTD
  // (svgIssue then refuses the DTD).
  const first = /<(?![?!])([a-zA-Z][\w:-]*)/.exec(text);
  return /^\s*</.test(text) && first?.[1]?.toLowerCase() === 'svg' ? 'svg' : null;
}

/**
 * Why an SVG is refused, or null when it is safe to serve as an image: no scripts, no
 * foreignObject/iframe/embed/object, no event handlers, no javascript: URLs, no external references
 * (href, xlink:href, url() or @import pointing outside the document), no DTD or entities (XXE).
 * Rejected, not rewritten: a cleaned logo could silently differ from what the admin uploaded.
 */
export function svgIssue(svg: string): string | null {
  const checks: [RegExp, string][] = [
    [/<\s*script/i, 'script'],
    [/<\s*foreignObject/i, 'foreignObject'],
    [/<\s*(iframe|embed|object|audio|video|handler|listener)\b/i, 'elementi incorporati'],
    [/\son[a-z]+\s*=/i, 'gestori di eventi (on…)'],
    [/javascript\s*:/i, 'URL javascript:'],
    [/<!DOCTYPE|<!ENTITY/i, 'DTD o entità'],
    [/(?:xlink:)?href\s*=\s*["']\s*(?!#)/i, 'riferimenti esterni'],
    [/url\(\s*["']?\s*(?!#)/i, 'riferimenti esterni'],
    [/@import/i, 'riferimenti esterni'],
  ];
  for (const [pattern, what] of checks) if (pattern.test(svg)) return what;
  return null;
}

/** A checked logo as the data URL stored in `opportunity_logo`; 413/422 in Italian otherwise. */
export function logoDataUrl(data: Buffer): string {
  if (data.length > offerLogoMaxBytes) throw alertError(413, 'Il logo supera i 512 KB consentiti.');
  if (data.length === 0) throw validationError({ file: ['Il file è vuoto.'] });
  const type = sniffLogo(data);
  if (!type) throw validationError({ file: ['Formato non supportato: carica un’immagine PNG, JPEG o SVG.'] });
  if (type === 'svg') {
    const issue = svgIssue(data.toString('utf8'));
    if (issue) throw validationError({ file: [`SVG rifiutato: contiene ${issue}.`] });
  }
  const mime = type === 'svg' ? 'image/svg+xml' : `image/${type}`;
  return `data:${mime};base64,${data.toString('base64')}`;
}

/** The uploaded logo's bytes; a file over the limit answers the logo's own 413 message. */
export async function readLogoUpload(request: FastifyRequest): Promise<Buffer> {
  try {
    return (await readUpload(request)).data;
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 413) {
      throw alertError(413, 'Il logo supera i 512 KB consentiti.');
    }
    throw error;
  }
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { alertError } from '../../http/api-error.ts';
import { BlobNotFoundError, type BlobStore, type ByteRange } from '../../storage/index.ts';
import type { AttachmentViewRow } from './attachment.repository.ts';
import { contentDisposition } from './attachment-name.ts';

/**
 * The one range of a `Range: bytes=…` header (RFC 9110): `start-end`, `start-` or `-suffix`.
 * null: no header, several ranges or a malformed one — the whole file is sent (200), as the RFC
 * allows; 'unsatisfiable': a range that starts past the end (416).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Number(last);
  return { start, end: Math.min(end, size - 1) };
}

const UNAVAILABLE = 'Il contenuto dell’allegato non è disponibile: avvisa l’amministratore.';

/**
 * Sends an attachment's bytes: `attachment` (download) or `inline` (preview), both with a sandbox CSP,
 * always nosniff, the length, `Accept-Ranges`, 206 with `Content-Range` for one satisfiable range,
 * 416 for a range past the end. Private to the user: never cached by a proxy.
 */
export async function sendAttachment(
  request: FastifyRequest,
  reply: FastifyReply,
  store: BlobStore,
  row: AttachmentViewRow,
  disposition: 'attachment' | 'inline',
): Promise<FastifyReply> {
  const size = Number(row.size);
  const range = parseRange(request.headers.range, size);
  reply
    .header('content-disposition', contentDisposition(disposition, row.name))
    .header('x-content-type-options', 'nosniff')
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, no-store')
    .header('etag', `"${row.sha256}"`)
    // On downloads too: should a browser ever render the bytes, they run nothing and load nothing.
    .header('content-security-policy', "sandbox; default-src 'none'");
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${size}`)
      .type('application/json; charset=utf-8')
      .send({ alert: { message: 'Intervallo richiesto non valido per questo file.', type: 'error' } });
  }
  let body: NodeJS.ReadableStream;
  try {
    body = await store.get(row.sha256, range ?? undefined);
  } catch (error) {
    if (error instanceof BlobNotFoundError) {
      request.log.error(
        { sha256: row.sha256, attachment: row.id },
        'attachment bytes missing from the store',
      );
      throw alertError(404, UNAVAILABLE);
    }
    throw error;
  }
  reply.type(disposition === 'inline' ? row.mime : row.mime || 'application/octet-stream');
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.code(200).header('content-length', size);
  }
  return reply.send(body);
}

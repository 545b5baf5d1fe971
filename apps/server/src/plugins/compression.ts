import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this go as they are: the headers and the CPU would cost more than they save. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Cheap levels (bench/api.ts measures their cost on a list answer): brotli quality 4 packs JSON
 * about as well as gzip 9 at the CPU of gzip 6; gzip 5 for the clients that don't speak brotli.
 */
const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
const GZIP_OPTIONS = { level: 5 };

type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer in, from an `Accept-Encoding` header (RFC 9110 §12.5.3): brotli before
 * gzip when both are acceptable; `q=0` refuses a coding, `*` stands for the ones not named.
 */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    quality.set(name, q === undefined ? 1 : Number(q));
  }
  const acceptable = (coding: Encoding) => (quality.get(coding) ?? quality.get('*') ?? 0) > 0;
  if (acceptable('br')) return 'br';
  if (acceptable('gzip')) return 'gzip';
  return null;
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) {
    reply.header('vary', 'Accept-Encoding');
    return;
  }
  const names = String(vary)
    .split(',')
    .map((v) => v.trim().toLowerCase());
  if (!names.includes('accept-encoding') && !names.includes('*'))
    reply.header('vary', `${vary}, Accept-Encoding`);
}

/**
 * JSON answers over 1 KB compressed (brotli or gzip, as the request accepts), in the same tick: a
 * JSON answer is a string already serialised, and compressing a few kB synchronously costs less
 * than a stream. Nothing else is touched: the event stream (`text/event-stream`), files (attachments,
 * PDFs, images: their own types, and a stream or buffer), the web app's assets (precompressed by
 * plugins/web.ts), an answer that already has a Content-Encoding, and HEAD requests (no body).
 * Every JSON answer says `Vary: Accept-Encoding`, compressed or not, since either may be served.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    if (typeof payload !== 'string' || request.method === 'HEAD') return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !JSON_TYPE.test(type)) return done(null, payload);
    addVary(reply);
    if (reply.hasHeader('content-encoding') || Buffer.byteLength(payload) < COMPRESSION_THRESHOLD) {
      return done(null, payload);
    }
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    const compressed =
      encoding === 'br' ? brotliCompressSync(payload, BROTLI_OPTIONS) : gzipSync(payload, GZIP_OPTIONS);
    reply.header('content-encoding', encoding);
    reply.header('content-length', compressed.length);
    done(null, compressed);
  });
}

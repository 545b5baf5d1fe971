import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorMessages } from '@officina/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { alertError } from '../http/api-error.ts';

const NOT_BUILT_TEXT =
  'Officina: il server e le API (/api) sono attivi, ma l’interfaccia web non è stata compilata.\n' +
  'Esegui `npm run build` (oppure `npm start`, che la compila) e ricarica la pagina.\n';

function wantsHtml(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.url.startsWith('/api/') &&
    request.url !== '/api' &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts of the built index.html: the boot shell's
 * (apps/web/build/boot-shell.ts: the saved theme before the first paint, the logo, the signed-in
 * preloads). Computed from the file served, so the CSP allows exactly these scripts and no other
 * inline script; none without a build.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const file = path.join(distDir, 'index.html');
  if (!fs.existsSync(file)) return [];
  const html = fs.readFileSync(file, 'utf8');
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes) || body === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The precompressed variants the web build writes beside a file (apps/web/build/precompress.ts). */
const PRECOMPRESSED_SUFFIX = /\.(?:br|gz)$/;

/**
 * Cache policy by file: Vite's hashed files under /assets never change (a year, immutable);
 * index.html and the service worker must be revalidated on every load so a deploy is picked up.
 * The path is the file sent, which may be its `.br` or `.gz` variant: the policy is the original's.
 */
function setCacheHeaders(distDir: string) {
  const assetsDir = path.join(distDir, 'assets') + path.sep;
  return (reply: FastifyReply, sentPath: string) => {
    const filePath = sentPath.replace(PRECOMPRESSED_SUFFIX, '');
    if (filePath.startsWith(assetsDir)) {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    } else {
      reply.header('Cache-Control', 'no-cache');
    }
    if (path.basename(filePath) === 'service-worker.js' && path.dirname(filePath) === distDir) {
      reply.header('Service-Worker-Allowed', '/');
    }
  };
}

/**
 * Serves the built web app (apps/web/dist) with an SPA fallback: any non-API GET that accepts HTML
 * and matches no file answers index.html, so deep links work. Unknown /api paths answer a JSON 404.
 * Text files come precompressed by the build (`file.br`, `file.gz`): `preCompressed` sends the
 * variant the request's Accept-Encoding prefers (brotli, then gzip, else the file itself) with
 * `Vary: Accept-Encoding`, so nothing is compressed per request (plugins/compression.ts leaves
 * these streams alone). Without a build, the API still runs and pages answer a short Italian note.
 */
export async function registerWeb(app: FastifyInstance, distDir: string): Promise<void> {
  const built = fs.existsSync(path.join(distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      cacheControl: false,
      setHeaders: setCacheHeaders(distDir),
      serveDotFiles: false,
      preCompressed: true,
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: run `npm run build`');
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send(NOT_BUILT_TEXT),
    );
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (wantsHtml(request)) {
      if (built) return reply.sendFile('index.html');
      return reply.type('text/plain; charset=utf-8').send(NOT_BUILT_TEXT);
    }
    const { statusCode, body } = alertError(404, errorMessages.notFound);
    return reply.code(statusCode).send(body);
  });
}

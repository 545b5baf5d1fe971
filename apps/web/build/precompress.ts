import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images (png) and fonts (woff2) are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map|ico)$/i;
/** Below this a file fits in one packet either way; the server sends it as it is. */
export const PRECOMPRESS_MIN_BYTES = 1024;

export interface PrecompressedFile {
  file: string;
  bytes: number;
  br: number;
  gzip: number;
}

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip -9) beside every compressible file of
 * `dir` over 1 KB, so that the server sends them as they are (plugins/web.ts, `preCompressed`)
 * instead of compressing on each request. A variant that isn't smaller than the file is not written.
 */
export function precompressDirectory(dir: string): PrecompressedFile[] {
  const written: PrecompressedFile[] = [];
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dir, name);
    // Dot folders (Vite's .vite/manifest.json) are never served.
    if (name.split(path.sep).some((part) => part.startsWith('.'))) continue;
    if (!COMPRESSIBLE.test(name) || !statSync(file).isFile()) continue;
    const content = readFileSync(file);
    if (content.length < PRECOMPRESS_MIN_BYTES) continue;
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gzip = gzipSync(content, { level: 9 });
    if (br.length < content.length) writeFileSync(`${file}.br`, br);
    if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
    written.push({ file: name, bytes: content.length, br: br.length, gzip: gzip.length });
  }
  return written;
}

/** Vite plugin: precompresses the build's output once every file is written. */
export function precompress(): Plugin {
  let outDir = '';
  let log: (message: string) => void = () => {};
  return {
    name: 'officina:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    // After the public folder is copied and every chunk written: the whole dist is final.
    closeBundle() {
      const files = precompressDirectory(outDir);
      const total = (key: 'bytes' | 'br' | 'gzip') => files.reduce((sum, f) => sum + f[key], 0);
      log(
        `precompressed ${files.length} files: ${Math.round(total('bytes') / 1024)} kB → ` +
          `br ${Math.round(total('br') / 1024)} kB, gzip ${Math.round(total('gzip') / 1024)} kB`,
      );
    },
  };
}

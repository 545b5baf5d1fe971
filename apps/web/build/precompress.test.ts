import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressDirectory } from './precompress.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'officina-precompress-'));
  mkdirSync(path.join(dir, 'assets'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const text = (bytes: number) =>
  'const officina = "gestionale";\n'.repeat(Math.ceil(bytes / 31)).slice(0, bytes);

describe('precompressDirectory', () => {
  it('writes brotli and gzip variants that decode to the file, for text files over 1 KB', () => {
    const files = {
      'assets/index-abc.js': text(5000),
      'assets/index-abc.css': text(3000),
      'index.html': text(2000),
      'logo.svg': text(1500),
      'manifest.webmanifest': text(1200),
    };
    for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);

    const written = precompressDirectory(dir);

    expect(written.map((f) => f.file).sort()).toEqual(Object.keys(files).sort());
    for (const [name, content] of Object.entries(files)) {
      const br = readFileSync(path.join(dir, `${name}.br`));
      const gz = readFileSync(path.join(dir, `${name}.gz`));
      expect(brotliDecompressSync(br).toString()).toBe(content);
      expect(gunzipSync(gz).toString()).toBe(content);
      expect(br.length).toBeLessThan(content.length);
    }
  });

  it('leaves small files, binary formats and its own output alone', () => {
    writeFileSync(path.join(dir, 'assets/tiny.js'), text(PRECOMPRESS_MIN_BYTES - 1));
    writeFileSync(path.join(dir, 'icon.png'), Buffer.alloc(4096, 7));
    writeFileSync(path.join(dir, 'assets/roboto.woff2'), Buffer.alloc(4096, 7));
    writeFileSync(path.join(dir, 'assets/big.js'), text(4096));

    precompressDirectory(dir);
    expect(precompressDirectory(dir).map((f) => f.file)).toEqual([path.join('assets', 'big.js')]);

    expect(existsSync(path.join(dir, 'assets/tiny.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'icon.png.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets/roboto.woff2.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets/big.js.br.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets/big.js.br'))).toBe(true);
  });
});

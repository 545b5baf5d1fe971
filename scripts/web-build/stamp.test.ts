import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isWebBuildStale, WEB_BUILD_INPUTS, webSourcesHash, writeStamp } from './stamp.ts';

const REPO = path.resolve(import.meta.dirname, '../..');
let root: string;
let dist: string;

function write(relative: string, content: string): void {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** A tree with the inputs' shape, built and stamped. */
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'officina-web-build-'));
  dist = path.join(root, 'apps/web/dist');
  write('apps/web/src/main.tsx', 'render()');
  write('apps/web/src/app/router.tsx', 'routes()');
  write('apps/web/src/app/router.test.tsx', 'test()');
  write('apps/web/src/test/setup.ts', 'setup()');
  write('apps/web/index.html', '<div id="root"></div>');
  write('packages/contracts/src/index.ts', 'export {}');
  write('package-lock.json', '{}');
  write('apps/web/dist/index.html', 'built');
  writeStamp(dist, webSourcesHash(root));
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('web build staleness', () => {
  it('is fresh right after a build, and stays fresh when only modification times change', () => {
    expect(isWebBuildStale(root, dist)).toBe(false);
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, 'apps/web/src/main.tsx'), later, later);
    expect(isWebBuildStale(root, dist)).toBe(false);
  });

  it.each([
    ['a web source edited', () => write('apps/web/src/main.tsx', 'render(2)')],
    ['a web source added', () => write('apps/web/src/lib/new.ts', 'x')],
    ['a web source removed', () => fs.rmSync(path.join(root, 'apps/web/src/app/router.tsx'))],
    [
      'a file renamed',
      () => fs.renameSync(path.join(root, 'apps/web/src/main.tsx'), path.join(root, 'apps/web/src/m.tsx')),
    ],
    ['a contract edited', () => write('packages/contracts/src/index.ts', 'export const a = 1')],
    ['the lockfile changed', () => write('package-lock.json', '{"a":1}')],
    ['a public file added', () => write('apps/web/public/manifest.webmanifest', '{}')],
    ['the build config added', () => write('apps/web/vite.config.ts', 'export default {}')],
  ])('is stale after %s', (_what, change) => {
    change();
    expect(isWebBuildStale(root, dist)).toBe(true);
  });

  it('is stale without a stamp, or without a built index.html', () => {
    fs.rmSync(path.join(dist, '.build-stamp'));
    expect(isWebBuildStale(root, dist)).toBe(true);
    writeStamp(dist, webSourcesHash(root));
    fs.rmSync(path.join(dist, 'index.html'));
    expect(isWebBuildStale(root, dist)).toBe(true);
  });

  it('ignores tests and the test setup, which are not bundled', () => {
    write('apps/web/src/app/router.test.tsx', 'test(2)');
    write('apps/web/src/test/setup.ts', 'setup(2)');
    write('apps/web/src/lib/other.test.ts', 'test()');
    expect(isWebBuildStale(root, dist)).toBe(false);
  });

  it('hashes only what the build reads: every input exists in the repository, dist is not one', () => {
    for (const input of WEB_BUILD_INPUTS) expect(fs.existsSync(path.join(REPO, input)), input).toBe(true);
    expect(WEB_BUILD_INPUTS.some((input) => input.includes('dist'))).toBe(false);
  });
});

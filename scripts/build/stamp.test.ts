import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isBuildStale, SERVER_BUILD, sourcesHash, WEB_BUILD, writeStamp } from './stamp.ts';

const REPO = path.resolve(import.meta.dirname, '../..');
let root: string;

function write(relative: string, content: string): void {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** A tree with the inputs' shape, built and stamped. */
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'officina-build-'));
  write('apps/web/src/main.tsx', 'render()');
  write('apps/web/src/app/router.tsx', 'routes()');
  write('apps/web/src/app/router.test.tsx', 'test()');
  write('apps/web/src/test/setup.ts', 'setup()');
  write('apps/web/index.html', '<div id="root"></div>');
  write('packages/contracts/src/index.ts', 'export {}');
  write('package-lock.json', '{}');
  write('apps/web/dist/index.html', 'built');
  writeStamp(root, WEB_BUILD, sourcesHash(root, WEB_BUILD.inputs));
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('web build staleness', () => {
  it('is fresh right after a build, and stays fresh when only modification times change', () => {
    expect(isBuildStale(root, WEB_BUILD)).toBe(false);
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, 'apps/web/src/main.tsx'), later, later);
    expect(isBuildStale(root, WEB_BUILD)).toBe(false);
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
    expect(isBuildStale(root, WEB_BUILD)).toBe(true);
  });

  it('is stale without a stamp, or without a built index.html', () => {
    fs.rmSync(path.join(root, 'apps/web/dist/.build-stamp'));
    expect(isBuildStale(root, WEB_BUILD)).toBe(true);
    writeStamp(root, WEB_BUILD, sourcesHash(root, WEB_BUILD.inputs));
    fs.rmSync(path.join(root, 'apps/web/dist/index.html'));
    expect(isBuildStale(root, WEB_BUILD)).toBe(true);
  });

  it('ignores tests and the test setup, which are not bundled', () => {
    write('apps/web/src/app/router.test.tsx', 'test(2)');
    write('apps/web/src/test/setup.ts', 'setup(2)');
    write('apps/web/src/lib/other.test.ts', 'test()');
    expect(isBuildStale(root, WEB_BUILD)).toBe(false);
  });

  it.each([
    ['web', WEB_BUILD],
    ['server', SERVER_BUILD],
  ])(
    '%s: hashes only what the build reads: every input exists in the repository, dist is not one',
    (_name, target) => {
      for (const input of target.inputs) expect(fs.existsSync(path.join(REPO, input)), input).toBe(true);
      expect(target.inputs.some((input) => input.includes('dist'))).toBe(false);
    },
  );
});

describe('server build staleness', () => {
  beforeEach(() => {
    write('apps/server/src/server.ts', 'listen()');
    write('apps/server/src/db/engine.ts', 'open()');
    write('apps/server/dist/server.js', 'built');
    writeStamp(root, SERVER_BUILD, sourcesHash(root, SERVER_BUILD.inputs));
  });

  it('is fresh right after a build; a server test edited rebuilds nothing', () => {
    expect(isBuildStale(root, SERVER_BUILD)).toBe(false);
    write('apps/server/src/db/engine.test.ts', 'test()');
    expect(isBuildStale(root, SERVER_BUILD)).toBe(false);
  });

  it.each([
    ['a server source edited', () => write('apps/server/src/db/engine.ts', 'open(2)')],
    ['a contract edited', () => write('packages/contracts/src/index.ts', 'export const b = 1')],
    ['the bundle removed', () => fs.rmSync(path.join(root, 'apps/server/dist/server.js'))],
    ['the build script added', () => write('scripts/build/server.ts', 'build()')],
  ])('is stale after %s', (_what, change) => {
    change();
    expect(isBuildStale(root, SERVER_BUILD)).toBe(true);
  });

  it('does not follow the web build: a web source edited leaves the server build fresh', () => {
    write('apps/web/src/main.tsx', 'render(3)');
    expect(isBuildStale(root, SERVER_BUILD)).toBe(false);
  });
});

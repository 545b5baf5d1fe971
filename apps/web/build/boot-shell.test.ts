import { describe, expect, it } from 'vitest';
import { EVALUATE_FIRST_GLOBAL } from '../src/app/boot-pacing.ts';
import {
  type BuiltBundle,
  type BuiltChunk,
  HEAVY_CHUNK_CHARS,
  heavyPreloads,
  muiOnLogin,
  preloadScript,
  signedInPreloads,
} from './boot-shell.ts';

const chunk = (fileName: string, fields: Partial<BuiltChunk> = {}): BuiltChunk => ({
  type: 'chunk',
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  moduleIds: [],
  ...fields,
});

/** A build as the bundler cuts it: the entry, React, MUI, the two layouts and the login page. */
function bundle(loginImports: string[] = ['assets/react.js']): BuiltBundle {
  const app = '/repo/apps/web/src/app';
  const items = [
    chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js', 'assets/strings.js'] }),
    chunk('assets/react.js', { moduleIds: ['/repo/node_modules/react/index.js'] }),
    chunk('assets/strings.js'),
    chunk('assets/mui.js', {
      moduleIds: [
        '/repo/node_modules/@mui/material/Button/Button.js',
        '/repo/node_modules/@emotion/react/x.js',
      ],
    }),
    chunk('assets/dayjs.js'),
    chunk('assets/authenticated-layout.js', {
      facadeModuleId: `${app}/layouts/authenticated-layout.tsx`,
      imports: ['assets/mui.js', 'assets/react.js', 'assets/dayjs.js', 'assets/strings.js'],
    }),
    chunk('assets/default-layout.js', {
      facadeModuleId: `${app}/layouts/default-layout.tsx`,
      imports: ['assets/react.js'],
    }),
    chunk('assets/login-page.js', { facadeModuleId: `${app}/routes/login-page.tsx`, imports: loginImports }),
  ];
  return Object.fromEntries([
    ...items.map((item) => [item.fileName, item]),
    ['assets/a.css', { type: 'asset' }],
  ]);
}

describe('the boot shell of index.html', () => {
  it('preloads the authenticated layout and its static imports, less what the entry loads', () => {
    expect(signedInPreloads(bundle())).toEqual([
      'assets/mui.js',
      'assets/dayjs.js',
      'assets/authenticated-layout.js',
    ]);
  });

  it('finds MUI or emotion in /login’s static chunks (the build then fails), and none when it is absent', () => {
    expect(muiOnLogin(bundle())).toEqual([]);
    expect(muiOnLogin(bundle(['assets/mui.js']))).toEqual([
      'assets/mui.js: /repo/node_modules/@mui/material/Button/Button.js',
      'assets/mui.js: /repo/node_modules/@emotion/react/x.js',
    ]);
  });

  it('preloads only with a session on this device and never on the public pages', () => {
    const script = preloadScript(['assets/mui.js', 'assets/dayjs.js'], '/', ['assets/mui.js']);
    const heads: string[] = [];
    let global: Record<string, unknown> = {};
    const run = (pathname: string, session: string | null) => {
      heads.length = 0;
      global = {};
      const document = {
        createElement: () => ({}) as Record<string, string>,
        head: { appendChild: (link: Record<string, string>) => heads.push(`${link.rel} ${link.href}`) },
      };
      const localStorage = { getItem: () => session };
      new Function('location', 'localStorage', 'document', 'globalThis', script)(
        { pathname },
        localStorage,
        document,
        global,
      );
      return [...heads];
    };
    const both = ['modulepreload /assets/mui.js', 'modulepreload /assets/dayjs.js'];
    expect(run('/dashboard', '{"state":{}}')).toEqual(both);
    expect(global[EVALUATE_FIRST_GLOBAL]).toEqual(['/assets/mui.js']);
    expect(run('/', '{"state":{}}')).toEqual(both);
    expect(run('/dashboard', null)).toEqual([]);
    expect(global[EVALUATE_FIRST_GLOBAL]).toBeUndefined();
    for (const path of ['/login', '/reset-password/abc', '/set-password/abc', '/error/404']) {
      expect(run(path, '{"state":{}}')).toEqual([]);
      expect(global[EVALUATE_FIRST_GLOBAL]).toBeUndefined();
    }
    expect(run('/loginx', '{"state":{}}')).toEqual(both);
  });

  it('evaluates first only the large preloaded chunks, in load order', () => {
    const built = bundle();
    (built['assets/mui.js'] as BuiltChunk).code = 'x'.repeat(HEAVY_CHUNK_CHARS);
    (built['assets/dayjs.js'] as BuiltChunk).code = 'x'.repeat(HEAVY_CHUNK_CHARS - 1);
    (built['assets/react.js'] as BuiltChunk).code = 'x'.repeat(HEAVY_CHUNK_CHARS * 2);
    // React is large too, but the entry has already evaluated it: it is not among the preloads.
    expect(heavyPreloads(built, signedInPreloads(built))).toEqual(['assets/mui.js']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  type BuiltBundle,
  type BuiltChunk,
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
    const script = preloadScript(['assets/mui.js'], '/');
    const heads: string[] = [];
    const run = (pathname: string, session: string | null) => {
      heads.length = 0;
      const document = {
        createElement: () => ({}) as Record<string, string>,
        head: { appendChild: (link: Record<string, string>) => heads.push(`${link.rel} ${link.href}`) },
      };
      const localStorage = { getItem: () => session };
      new Function('location', 'localStorage', 'document', script)({ pathname }, localStorage, document);
      return [...heads];
    };
    expect(run('/dashboard', '{"state":{}}')).toEqual(['modulepreload /assets/mui.js']);
    expect(run('/', '{"state":{}}')).toEqual(['modulepreload /assets/mui.js']);
    expect(run('/dashboard', null)).toEqual([]);
    for (const path of ['/login', '/reset-password/abc', '/set-password/abc', '/error/404'])
      expect(run(path, '{"state":{}}')).toEqual([]);
    expect(run('/loginx', '{"state":{}}')).toEqual(['modulepreload /assets/mui.js']);
  });
});

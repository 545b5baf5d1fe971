import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Guard of the /login bundle budget (≤ 150 KB gzip, bench/bundle.ts): the entry and the public pages
 * must not reach MUI or emotion through their static imports (docs/ARCHITECTURE.md, "Web shell: the
 * public entry is MUI-free"). Dynamic `import()` starts another chunk and is not followed; `import type`
 * is erased by the compiler and is skipped.
 */
const SRC = path.resolve(import.meta.dirname, '..');
const FORBIDDEN = ['@mui/', '@emotion/'];

/** What the browser runs for /login and the other public pages, before any signed-in chunk. */
const PUBLIC_ROOTS = [
  'main.tsx',
  // The toast host: lazy, but mounted on every page, /login included.
  'components/toasts.tsx',
  // bench/bundle.ts LOGIN_SOURCES: the chunks React Router loads for /login.
  'app/layouts/default-layout.tsx',
  'app/routes/login-page.tsx',
  // The other public pages share the look of /login and stay plain too.
  'app/routes/landing-page.tsx',
  'app/routes/error-page.tsx',
  'app/routes/reset-password-page.tsx',
];

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[\w*${}\s,]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

function staticSpecifiers(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...code.matchAll(STATIC_IMPORT)].map((match) => match[1] as string);
}

function resolveRelative(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate)) ?? null;
}

/** Every package a root reaches through static imports, each with the chain of files that leads to it. */
function reachedPackages(root: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const here = [...chain, path.relative(SRC, file)];
    for (const specifier of staticSpecifiers(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) {
        const target = resolveRelative(file, specifier);
        if (target) visit(target, here);
      } else if (!packages.has(specifier)) {
        packages.set(specifier, here);
      }
    }
  };
  visit(path.join(SRC, root), []);
  return packages;
}

const forbiddenIn = (packages: Map<string, string[]>) =>
  [...packages]
    .filter(([name]) => FORBIDDEN.some((prefix) => name.startsWith(prefix)))
    .map(([name, chain]) => `${name} ← ${chain.toReversed().join(' ← ')}`);

describe('the public entry is MUI-free', () => {
  it.each(PUBLIC_ROOTS)('%s reaches no @mui/* or @emotion/* module', (root) => {
    expect(forbiddenIn(reachedPackages(root))).toEqual([]);
  });

  it('the scan sees through files: it finds MUI behind the authenticated layout and React Router in main', () => {
    expect(forbiddenIn(reachedPackages('app/layouts/authenticated-layout.tsx'))).toContainEqual(
      expect.stringMatching(/^@mui\/material\/CssBaseline ← app\/mui-root\.tsx/),
    );
    expect(reachedPackages('main.tsx').get('react-router')).toContain('app/router.tsx');
  });

  it('reads multi-line, side-effect and re-export imports, and skips type-only ones', () => {
    const source = [
      "import type { Theme } from '@mui/material/styles';",
      "export type { Palette } from '@mui/material';",
      'import {',
      '  a,',
      '  type B,',
      "} from './a.ts';",
      "import './b.css';",
      "export { c } from './c.ts';",
      "const lazy = () => import('@mui/material/Button');",
    ].join('\n');
    expect(staticSpecifiers(source)).toEqual(['./a.ts', './b.css', './c.ts']);
  });
});

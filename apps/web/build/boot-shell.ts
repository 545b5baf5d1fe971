import type { Plugin } from 'vite';
import { EVALUATE_FIRST_GLOBAL } from '../src/app/boot-pacing.ts';

/** What the plugin reads of a built chunk (Rollup's OutputChunk has these fields). */
export interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds: string[];
  /** The chunk's code (its length decides whether it is evaluated on its own, see heavyPreloads). */
  code?: string;
}
export type BuiltBundle = Record<string, BuiltChunk | { type: 'asset' }>;

/** The authenticated layout: every signed-in page renders inside it (app/routes.tsx). */
export const AUTHENTICATED_LAYOUT = 'src/app/layouts/authenticated-layout.tsx';
/** The lazy chunks React Router loads for /login (as bench/bundle.ts LOGIN_SOURCES). */
export const LOGIN_SOURCES = ['src/app/layouts/default-layout.tsx', 'src/app/routes/login-page.tsx'];
/** Packages /login must never load (docs/ARCHITECTURE.md, "the public entry is MUI-free"). */
const FORBIDDEN_ON_LOGIN = /[\\/]node_modules[\\/](@mui|@emotion)[\\/]/;

const chunks = (bundle: BuiltBundle) =>
  Object.values(bundle).filter((item): item is BuiltChunk => item.type === 'chunk');

function chunkOf(bundle: BuiltBundle, source: string): BuiltChunk {
  const found = chunks(bundle).find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(source));
  if (!found) throw new Error(`boot-shell: ${source} is not a chunk of the build`);
  return found;
}

/** The chunk's file and those of its static imports, recursively, in load order (dependencies first). */
export function staticClosure(bundle: BuiltBundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk' || into.has(fileName)) return into;
  for (const imported of chunk.imports) staticClosure(bundle, imported, into);
  into.add(fileName);
  return into;
}

/**
 * The files to preload for a signed-in page: the authenticated layout's static closure, less what the
 * entry already loads (index.html references the entry and Vite preloads its static imports).
 */
export function signedInPreloads(bundle: BuiltBundle): string[] {
  const entry = chunks(bundle).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('boot-shell: no entry chunk');
  const loaded = staticClosure(bundle, entry.fileName);
  const layout = staticClosure(bundle, chunkOf(bundle, AUTHENTICATED_LAYOUT).fileName);
  return [...layout].filter((file) => !loaded.has(file));
}

/** A chunk at least this large (code characters) is evaluated in a task of its own on a signed-in load. */
export const HEAVY_CHUNK_CHARS = 100_000;

/**
 * The preloaded chunks large enough to evaluate one by one before the layout and the page
 * (app/boot-pacing.ts): MUI's and the contracts' schemas. In load order, dependencies first.
 */
export function heavyPreloads(bundle: BuiltBundle, preloads: string[]): string[] {
  return preloads.filter((file) => {
    const chunk = bundle[file];
    return chunk?.type === 'chunk' && (chunk.code?.length ?? 0) >= HEAVY_CHUNK_CHARS;
  });
}

/** The MUI or emotion modules in /login's static closure (the entry's and its lazy chunks'): none, or the build fails. */
export function muiOnLogin(bundle: BuiltBundle): string[] {
  const entry = chunks(bundle).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('boot-shell: no entry chunk');
  const files = staticClosure(bundle, entry.fileName);
  for (const source of LOGIN_SOURCES) staticClosure(bundle, chunkOf(bundle, source).fileName, files);
  return [...files].flatMap((file) => {
    const chunk = bundle[file] as BuiltChunk;
    return chunk.moduleIds.filter((id) => FORBIDDEN_ON_LOGIN.test(id)).map((id) => `${file}: ${id}`);
  });
}

/** Paths that never need the authenticated layout: the public pages (app/routes.tsx publicRoutes). */
export const PUBLIC_PATH = /^\/(?:login|reset-password|set-password|error)(?:\/|$)/;

/**
 * The inline script that asks for the authenticated layout's chunks at once, beside the entry, when
 * this device holds a session (officina:session, lib/session/session-store.ts) and the path is not a
 * public page: without it they are requested only once the entry has run and the router has matched.
 * It also leaves the heavy ones' addresses for the entry, which evaluates them one task each.
 * /login and the other public pages never preload them (they stay MUI-free).
 */
export function preloadScript(files: string[], base = '/', heavy: string[] = []): string {
  const hrefs = JSON.stringify(files.map((file) => `${base}${file}`));
  const first = JSON.stringify(heavy.map((file) => `${base}${file}`));
  return (
    `(function(){try{if(${PUBLIC_PATH}.test(location.pathname)||!localStorage.getItem('officina:session'))return;` +
    `${hrefs}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';` +
    `l.href=h;document.head.appendChild(l)});globalThis.${EVALUATE_FIRST_GLOBAL}=${first}}catch(e){}})()`
  );
}

/**
 * Vite plugin for the boot shell of index.html (the loading overlay drawn by the HTML itself):
 * adds the signed-in preload script to the built page, and fails the build when MUI or emotion
 * reaches /login's static chunks.
 */
export function bootShell(): Plugin {
  let base = '/';
  return {
    name: 'officina:boot-shell',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const bundle = ctx.bundle as unknown as BuiltBundle;
        const mui = muiOnLogin(bundle);
        if (mui.length > 0)
          throw new Error(`boot-shell: MUI or emotion in /login's static chunks:\n${mui.join('\n')}`);
        const preloads = signedInPreloads(bundle);
        return [
          {
            tag: 'script',
            children: preloadScript(preloads, base, heavyPreloads(bundle, preloads)),
            // After the overlay: the logo (the largest paint) is asked for before these 40-odd files,
            // which on HTTP/1.1's six connections would otherwise hold it back.
            injectTo: 'body',
          },
        ];
      },
    },
  };
}

import type { RouteObject } from 'react-router';

/**
 * The pace of the first load, so that the browser paints and answers input between the large pieces
 * of work instead of after all of them (docs/PERFORMANCE.md, fourteenth pass).
 *
 * - React's first render waits until index.html's overlay logo has been painted. Otherwise the entry's
 *   render could replace that logo before its first paint, and the page's largest paint became React's
 *   copy of it, drawn after the whole entry had run (Lighthouse's "element render delay").
 * - The signed-in pages evaluate the large chunks (MUI's, the contracts' schemas) each in a task of
 *   its own before the layout and the page: evaluated with them, the three made one task of
 *   250–300 ms on a desktop CPU that blocked input meanwhile. index.html's preload script names them
 *   (build/boot-shell.ts): importing them by address leaves the bundler's chunks as they are, which an
 *   `import('@mui/…')` here would re-cut (the entry then loaded seven more small files, /login too).
 */

export interface PacingDeps {
  /** index.html's overlay logo (`#boot-shell img`), if the page still shows it. */
  bootLogo: () => HTMLImageElement | null;
  hidden: () => boolean;
  /**
   * Calls back once the page's first contentful paint has been presented — index.html's logo, the
   * overlay's only content — or after the next frame where the browser does not report paints.
   */
  contentfulPaint: (callback: () => void) => void;
  setTimeout: (callback: () => void, ms: number) => void;
}

const browserDeps: PacingDeps = {
  bootLogo: () => document.querySelector<HTMLImageElement>('#boot-shell img'),
  hidden: () => document.visibilityState === 'hidden',
  contentfulPaint: (callback) => {
    const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => callback());
    } else if (painted()) {
      callback();
    } else {
      const observer = new PerformanceObserver(() => {
        if (!painted()) return;
        observer.disconnect();
        callback();
      });
      observer.observe({ type: 'paint' });
    }
  },
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
};

/** Longest wait for the logo's decoding: a slow or failed image is not waited for beyond this. */
export const LOGO_WAIT_MS = 300;

/**
 * Longest wait in all: a visible tab that presents no paint (which browsers should not do) never holds
 * the app back longer than this.
 */
export const PAINT_WAIT_MS = 2_000;

/**
 * Resolves after index.html's logo has been painted: once the logo is decoded (or LOGO_WAIT_MS has
 * passed, or it cannot be decoded), when the browser reports the page's first contentful paint, then
 * a task; at once when there is no logo or the tab is hidden (nothing is painted there); in any case
 * after PAINT_WAIT_MS. Waiting for a frame was not enough on a busy machine: the frame's paint reached
 * the screen after React had already replaced the logo (a CI run on a loaded VM: React's render at
 * 1.1 s, the first paint at 2.4 s, and it was React's), so the paint itself is waited for.
 */
export function afterBootLogoPainted(deps: PacingDeps = browserDeps): Promise<void> {
  const logo = deps.bootLogo();
  if (!logo || deps.hidden()) return Promise.resolve();
  return new Promise((resolve) => {
    deps.setTimeout(resolve, PAINT_WAIT_MS);
    let waiting = false;
    const paint = () => {
      if (waiting) return;
      waiting = true;
      deps.contentfulPaint(() => deps.setTimeout(resolve, 0));
    };
    deps.setTimeout(paint, LOGO_WAIT_MS);
    const decoded = typeof logo.decode === 'function' ? logo.decode() : Promise.resolve();
    // A logo that cannot be decoded (missing file) is not waited for beyond the page's first paint.
    decoded.catch(() => undefined).then(paint);
  });
}

/** Lets the browser run what waits (input, a frame) before the next piece of work. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs the importers one after the other, yielding to the browser after each, once per page load:
 * each import evaluates its chunk in a task of its own. A failed import is left to the route that
 * needs the module (its own import fails the same way and reaches the chunk guard).
 */
export function inSteps(importers: readonly (() => Promise<unknown>)[]): () => Promise<void> {
  let steps: Promise<void> | undefined;
  return () => {
    steps ??= (async () => {
      for (const load of importers) {
        try {
          await load();
        } catch {
          return;
        }
        await yieldToBrowser();
      }
    })();
    return steps;
  };
}

/** The global where index.html's preload script names the large chunks (build/boot-shell.ts sets it). */
export const EVALUATE_FIRST_GLOBAL = '__officinaEvaluateFirst';

/**
 * The large chunks the preload script of index.html named for this signed-in load, as importers;
 * none on a public page or in development.
 */
export function heavyChunkImporters(
  global: Record<string, unknown> = globalThis as Record<string, unknown>,
): (() => Promise<unknown>)[] {
  const files = global[EVALUATE_FIRST_GLOBAL];
  if (!Array.isArray(files)) return [];
  return files
    .filter((file): file is string => typeof file === 'string' && /^\/(?!\/)/.test(file))
    .map((file) => () => import(/* @vite-ignore */ file));
}

/**
 * Every lazy route under the authenticated layout first waits for the large chunks to be evaluated,
 * one task each (`inSteps`), so that no route's import evaluates them all in one go.
 */
export function afterHeavyChunks(routes: RouteObject[], ready: () => Promise<void>): RouteObject[] {
  return routes.map((route) => {
    const paced = { ...route } as RouteObject & { lazy?: unknown; children?: RouteObject[] };
    const lazy = route.lazy;
    if (typeof lazy === 'function') {
      paced.lazy = async () => {
        await ready();
        return lazy();
      };
    }
    if (route.children) paced.children = afterHeavyChunks(route.children, ready);
    return paced as RouteObject;
  });
}

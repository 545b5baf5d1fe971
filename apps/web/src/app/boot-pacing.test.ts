import { describe, expect, it, vi } from 'vitest';
import {
  afterBootLogoPainted,
  heavyChunkImporters,
  inSteps,
  LOGO_WAIT_MS,
  PAINT_WAIT_MS,
  type PacingDeps,
} from './boot-pacing.ts';

/** A page whose paints and timers happen only when the test says so. */
function fakePage(logo: Partial<HTMLImageElement> | null, hidden = false) {
  const paints: (() => void)[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const deps: PacingDeps = {
    bootLogo: () => logo as HTMLImageElement | null,
    hidden: () => hidden,
    contentfulPaint: (callback) => paints.push(callback),
    setTimeout: (callback, ms) => timers.push({ callback, ms }),
  };
  const runTimers = (ms: number) => {
    for (const timer of timers.splice(0).filter((t) => t.ms === ms)) timer.callback();
  };
  return { deps, paints, timers, runTimers };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('afterBootLogoPainted', () => {
  it('waits for the logo to be decoded, then for its paint, then a task', async () => {
    let decoded!: () => void;
    const page = fakePage({ decode: () => new Promise<void>((resolve) => (decoded = resolve)) });
    const painted = afterBootLogoPainted(page.deps);
    expect(await settled(painted)).toBe(false);
    decoded();
    await Promise.resolve();
    await Promise.resolve();
    expect(page.paints).toHaveLength(1);
    expect(await settled(painted)).toBe(false);
    page.paints[0]?.();
    expect(await settled(painted)).toBe(false);
    page.runTimers(0);
    expect(await settled(painted)).toBe(true);
  });

  it('waits at most LOGO_WAIT_MS for the decoding, then still for the paint and a task', async () => {
    const page = fakePage({ decode: () => new Promise<void>(() => {}) });
    const painted = afterBootLogoPainted(page.deps);
    expect(await settled(painted)).toBe(false);
    page.runTimers(LOGO_WAIT_MS);
    expect(page.paints).toHaveLength(1);
    expect(await settled(painted)).toBe(false);
    page.paints[0]?.();
    page.runTimers(0);
    expect(await settled(painted)).toBe(true);
  });

  it('waits for the paint once, whether the decoding or the time limit comes first', async () => {
    let decoded!: () => void;
    const page = fakePage({ decode: () => new Promise<void>((resolve) => (decoded = resolve)) });
    void afterBootLogoPainted(page.deps);
    page.runTimers(LOGO_WAIT_MS);
    decoded();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page.paints).toHaveLength(1);
  });

  it('never waits longer than PAINT_WAIT_MS in a tab that presents no paint', async () => {
    const page = fakePage({ decode: () => Promise.resolve() });
    const painted = afterBootLogoPainted(page.deps);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page.paints).toHaveLength(1);
    expect(await settled(painted)).toBe(false);
    page.runTimers(PAINT_WAIT_MS);
    expect(await settled(painted)).toBe(true);
  });

  it('goes on after the first paint when the logo cannot be decoded', async () => {
    const page = fakePage({ decode: () => Promise.reject(new Error('EncodingError')) });
    const painted = afterBootLogoPainted(page.deps);
    await new Promise((resolve) => setTimeout(resolve, 0));
    page.paints[0]?.();
    page.runTimers(0);
    expect(await settled(painted)).toBe(true);
  });

  it('does not wait without a logo, nor in a hidden tab (which draws no frames)', async () => {
    expect(await settled(afterBootLogoPainted(fakePage(null).deps))).toBe(true);
    const hidden = fakePage({ decode: () => new Promise<void>(() => {}) }, true);
    expect(await settled(afterBootLogoPainted(hidden.deps))).toBe(true);
  });
});

describe('inSteps', () => {
  it('imports one module after the other, once per page load', async () => {
    const order: string[] = [];
    const first = vi.fn(async () => order.push('mui'));
    const second = vi.fn(async () => order.push('contracts'));
    const steps = inSteps([first, second]);
    await Promise.all([steps(), steps()]);
    await steps();
    expect(order).toEqual(['mui', 'contracts']);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('yields to the browser between two imports', async () => {
    const order: string[] = [];
    const steps = inSteps([
      async () => {
        order.push('mui');
        setTimeout(() => order.push('a waiting task'), 0);
      },
      async () => order.push('contracts'),
    ]);
    await steps();
    expect(order).toEqual(['mui', 'a waiting task', 'contracts']);
  });

  it('stops at a failed import and resolves: the route that needs it fails on its own import', async () => {
    const after = vi.fn(async () => undefined);
    const steps = inSteps([() => Promise.reject(new Error('chunk missing')), after]);
    await expect(steps()).resolves.toBeUndefined();
    expect(after).not.toHaveBeenCalled();
  });
});

describe('heavyChunkImporters', () => {
  it('imports the chunks index.html named, and nothing without the list (public pages, development)', () => {
    expect(heavyChunkImporters({})).toEqual([]);
    expect(heavyChunkImporters({ __officinaEvaluateFirst: 'nope' })).toEqual([]);
    // Only site addresses: anything else in the list is not a chunk of this build.
    const importers = heavyChunkImporters({
      __officinaEvaluateFirst: [
        '/assets/mui-1.js',
        'https://elsewhere.example/x.js',
        '//elsewhere.example/y.js',
        3,
        '/assets/src-2.js',
      ],
    });
    expect(importers).toHaveLength(2);
  });
});

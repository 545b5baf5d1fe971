import { expect } from 'vitest';
import type { TestApp } from '../helper.ts';

/** Helpers of the session-cache tests (session-cache.test.ts, session-cache.pg.test.ts). */
export const me = (t: TestApp, token: string) => t.request({ method: 'GET', url: '/api/user/auth', token });

/** Until the PostgreSQL listener has subscribed nothing is remembered; SQLite trusts at once. */
export async function trusted(t: TestApp): Promise<void> {
  for (let i = 0; i < 200 && !t.context.cacheWatch.trusted; i++) await new Promise((r) => setTimeout(r, 10));
  expect(t.context.cacheWatch.trusted).toBe(true);
}

/** Polls (up to 3 s) for what another process's change makes this server answer. */
export async function eventually(check: () => Promise<number>, status: number): Promise<void> {
  let last = 0;
  for (let i = 0; i < 150; i++) {
    last = await check();
    if (last === status) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  expect(last).toBe(status);
}

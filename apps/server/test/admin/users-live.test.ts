import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../helper.ts';

/** A deactivated or banned user's open /api/events streams end at once, not at the next 25 s ping. */
let t: TestApp;
let base: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await t.login(ADMIN.email, ADMIN.password);
});
afterAll(() => t.close());

/** Opens a stream; resolves `ended` when the server closes it. */
async function openStream(token: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  let ended = false;
  const pump = (async () => {
    try {
      for (;;) if ((await reader.read()).done) break;
    } catch {
      // aborted
    } finally {
      ended = true;
    }
  })();
  return {
    get ended() {
      return ended;
    },
    async waitEnded(timeoutMs: number) {
      const deadline = Date.now() + timeoutMs;
      while (!ended && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      return ended;
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}

async function user(name: string) {
  const email = `${name}@test.officina.it`;
  const id = await t.createUser({ email, password: 'password-123', name });
  return { id, token: await t.login(email, 'password-123') };
}

describe('live streams of a user taken out', () => {
  it.each(['deactivate', 'ban'])('%s ends the user’s streams at once, and only theirs', async (action) => {
    const target = await user(`fuori-${action}`);
    const other = await user(`resta-${action}`);
    const targetStream = await openStream(target.token);
    const otherStream = await openStream(other.token);
    const res = await t.request({
      method: 'POST',
      url: `/api/admin/users/${target.id}/${action}`,
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(await targetStream.waitEnded(3000)).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    expect(otherStream.ended).toBe(false);
    await otherStream.close();
    await targetStream.close();
  });
});

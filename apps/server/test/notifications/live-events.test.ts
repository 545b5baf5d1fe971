import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createNotificationApp, draft, type NotificationApp } from './notification-fixtures.ts';

/** GET /api/events over a real socket: auth, live notification and record events, replay, heartbeat, close. */
let t: NotificationApp;
let base: string;
let anna: { id: number; token: string };
let bruno: { id: number; token: string };

beforeAll(async () => {
  t = await createNotificationApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  anna = await t.user('Anna');
  bruno = await t.user('Bruno');
});
afterAll(async () => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

interface Frame {
  id?: string;
  event?: string;
  data?: unknown;
  comment?: string;
  retry?: number;
}

/** An open stream: frames parsed as they come. */
async function connect(token: string, lastEventId?: string, origin = base) {
  const controller = new AbortController();
  const res = await fetch(`${origin}/api/events`, {
    headers: { authorization: `Bearer ${token}`, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  });
  const frames: Frame[] = [];
  let ended = false;
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const pump = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          frames.push(parseFrame(buffer.slice(0, cut)));
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    } finally {
      ended = true;
    }
  })();
  const stream = {
    res,
    frames,
    get ended() {
      return ended;
    },
    events: () => frames.filter((f) => f.event),
    async waitFor(check: (frames: Frame[]) => boolean, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (!check(frames)) {
        if (Date.now() > deadline) throw new Error(`timed out; frames: ${JSON.stringify(frames)}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
  await stream.waitFor((f) => f.some((frame) => frame.retry !== undefined));
  return stream;
}

function parseFrame(text: string): Frame {
  const frame: Frame = {};
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    else if (line.startsWith('id: ')) frame.id = line.slice(4);
    else if (line.startsWith('event: ')) frame.event = line.slice(7);
    else if (line.startsWith('data: ')) frame.data = JSON.parse(line.slice(6));
    else if (line.startsWith('retry: ')) frame.retry = Number(line.slice(7));
  }
  return frame;
}

const record = (entityId: number, action = 'updated') =>
  t.context.bus.publish({ type: 'record', entity: 'todo', entityId, action });

describe('GET /api/events', () => {
  it('answers 401 without a token or with a bad one', async () => {
    expect((await fetch(`${base}/api/events`)).status).toBe(401);
    const bad = await fetch(`${base}/api/events`, { headers: { authorization: 'Bearer nope' } });
    expect(bad.status).toBe(401);
  });

  it('streams my new notifications with my unread count, and record changes, each with an id', async () => {
    const stream = await connect(anna.token);
    expect(stream.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.res.headers.get('cache-control')).toBe('no-store');
    expect(stream.frames[0]?.retry).toBe(5000);

    await t.raise([draft(bruno.id, { title: 'Per Bruno' })]);
    const [first] = await t.raise([draft(anna.id, { title: 'Per Anna' })]);
    const [second] = await t.raise([draft(anna.id, { title: 'Ancora per Anna' })]);
    record(44, 'deleted');
    await stream.waitFor(() => stream.events().length === 3);
    const events = stream.events();
    expect(events.map((e) => [e.event, e.data])).toEqual([
      // The count as it was when the event was written (the second may already be committed).
      ['notification', { id: first?.id, unread: expect.toSatisfy((n: number) => n === 1 || n === 2) }],
      ['notification', { id: second?.id, unread: 2 }],
      ['record', { entity: 'todo', id: 44, action: 'deleted' }],
    ]);
    expect(events.every((e) => typeof e.id === 'string' && e.id.length > 0)).toBe(true);
    expect(new Set(events.map((e) => e.id)).size).toBe(3);
    await stream.close();
  });

  it('replays what I missed after Last-Event-ID, then goes on live', async () => {
    const first = await connect(anna.token);
    record(1);
    await first.waitFor(() => first.events().length === 1);
    const lastSeen = first.events()[0]?.id as string;
    await first.close();

    record(2);
    await t.raise([draft(bruno.id, { title: 'non mia' })]);
    const [missed] = await t.raise([draft(anna.id, { title: 'persa' })]);
    record(3);

    const again = await connect(anna.token, lastSeen);
    await again.waitFor(() => again.events().length === 3);
    record(4);
    await again.waitFor(() => again.events().length === 4);
    expect(again.events().map((e) => e.data)).toEqual([
      { entity: 'todo', id: 2, action: 'updated' },
      { id: missed?.id, unread: expect.any(Number) },
      { entity: 'todo', id: 3, action: 'updated' },
      { entity: 'todo', id: 4, action: 'updated' },
    ]);
    await again.close();

    // Without Last-Event-ID (or with one that is not ours): live only.
    const fresh = await connect(anna.token, 'bogus-id');
    record(5);
    await fresh.waitFor(() => fresh.events().length === 1);
    expect(fresh.events()[0]?.data).toEqual({ entity: 'todo', id: 5, action: 'updated' });
    await fresh.close();
  });

  it('sends a heartbeat comment every 25 s, and ends the stream once the session is over', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const email = `carla.sse@test.officina.it`;
    await t.createUser({ email, password: 'password-123', name: 'Carla' });
    const token = await t.login(email, 'password-123');
    const stream = await connect(token);
    vi.advanceTimersByTime(24_000);
    await new Promise((r) => setTimeout(r, 50));
    expect(stream.frames.some((f) => f.comment === 'ping')).toBe(false);
    vi.advanceTimersByTime(1_000);
    await stream.waitFor((f) => f.some((frame) => frame.comment === 'ping'));
    expect(stream.ended).toBe(false);

    const logout = await t.request({ method: 'POST', url: '/api/auth/logout', token });
    expect(logout.statusCode).toBeLessThan(300);
    vi.advanceTimersByTime(25_000);
    await stream.waitFor(() => stream.ended);
    await stream.close();
  });

  it('closes the open streams when the app closes, without waiting for them', async () => {
    // An app of its own: nothing else open on it, so its close time is the streams' doing.
    const other = await createNotificationApp();
    try {
      const otherBase = await other.app.listen({ port: 0, host: '127.0.0.1' });
      const carla = await other.user('Carla');
      const stream = await connect(carla.token, undefined, otherBase);
      const started = Date.now();
      await other.app.close();
      expect(Date.now() - started).toBeLessThan(2000);
      await stream.waitFor(() => stream.ended, 2000);
    } finally {
      await other.close();
    }
  });
});

import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { type BusEvent, createEventBus, EVENT_REPLAY_CAPACITY, type EventBus } from '../../src/events/bus.ts';
import type { Log } from '../../src/log.ts';

/** The live events' bus: in-process, and over Redis (127.0.0.1:6379) between two instances. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function recordingLog() {
  const lines: { level: string; message: string }[] = [];
  const log: Log = {
    info: (_f, message) => lines.push({ level: 'info', message }),
    warn: (_f, message) => lines.push({ level: 'warn', message }),
    error: (_f, message) => lines.push({ level: 'error', message }),
  };
  return { log, lines };
}

const open: EventBus[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((bus) => bus.close()));
});
function bus(redisUrl: string | undefined, log: Log = recordingLog().log, channel?: string): EventBus {
  const made = createEventBus({ redisUrl }, log, channel ? { channel } : {});
  open.push(made);
  return made;
}

function collect(target: EventBus): BusEvent[] {
  const seen: BusEvent[] = [];
  target.subscribe((event) => seen.push(event));
  return seen;
}

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

const record = (entityId: number) =>
  ({ type: 'record', entity: 'todo', entityId, action: 'updated' }) as const;

describe('in-process bus', () => {
  it('delivers to every subscriber with growing ids, and stops after unsubscribe', async () => {
    const b = bus(undefined);
    await b.ready();
    const first = collect(b);
    const second: BusEvent[] = [];
    const stop = b.subscribe((event) => second.push(event));
    b.publish(record(1));
    stop();
    b.publish({ type: 'notification', userId: 3, notificationId: 9 });
    expect(first.map((e) => e.type)).toEqual(['record', 'notification']);
    expect(second).toHaveLength(1);
    expect((first[0]?.id as string) < (first[1]?.id as string)).toBe(true);
    expect(first[1]).toMatchObject({ type: 'notification', userId: 3, notificationId: 9 });
  });

  it('replays what followed an id, and when the id fell out of the buffer every later event held', async () => {
    const b = bus(undefined);
    const seen = collect(b);
    for (let i = 1; i <= EVENT_REPLAY_CAPACITY + 5; i++) b.publish(record(i));
    const third = seen[2]?.id as string;
    const tenth = seen[9]?.id as string;
    const after = seen[EVENT_REPLAY_CAPACITY]?.id as string;
    // The 3rd event is no longer held (the first 5 fell out): the whole buffer is newer.
    expect(b.since(third)).toHaveLength(EVENT_REPLAY_CAPACITY);
    // The 10th still is: what followed it.
    expect(b.since(tenth)).toHaveLength(EVENT_REPLAY_CAPACITY + 5 - 10);
    expect(b.since(after).map((e) => (e as { entityId: number }).entityId)).toEqual([
      EVENT_REPLAY_CAPACITY + 2,
      EVENT_REPLAY_CAPACITY + 3,
      EVENT_REPLAY_CAPACITY + 4,
      EVENT_REPLAY_CAPACITY + 5,
    ]);
    expect(b.since(seen.at(-1)?.id as string)).toEqual([]);
    expect(b.since('not-an-id')).toEqual([]);
  });

  it('keeps delivering when one listener throws', () => {
    const { log, lines } = recordingLog();
    const b = bus(undefined, log);
    b.subscribe(() => {
      throw new Error('boom');
    });
    const seen = collect(b);
    b.publish(record(1));
    expect(seen).toHaveLength(1);
    expect(lines.some((l) => l.level === 'warn')).toBe(true);
  });
});

describe('Redis bus', () => {
  const channel = () => `officina:test:${randomBytes(6).toString('hex')}`;

  it('carries each instance’s events to the other, once, with the publisher’s id', async () => {
    const name = channel();
    const a = bus(REDIS_URL, undefined, name);
    const b = bus(REDIS_URL, undefined, name);
    await Promise.all([a.ready(), b.ready()]);
    const seenA = collect(a);
    const seenB = collect(b);
    a.publish(record(1));
    b.publish({ type: 'notification', userId: 7, notificationId: 70 });
    await until(() => seenA.length === 2 && seenB.length === 2);
    // Give a duplicate (the own message coming back from Redis) time to show up.
    await new Promise((r) => setTimeout(r, 100));
    expect(seenA).toHaveLength(2);
    expect(seenB).toHaveLength(2);
    const fromA = seenA.find((e) => e.type === 'record');
    expect(seenB.find((e) => e.type === 'record')?.id).toBe(fromA?.id);
    expect(seenA.find((e) => e.type === 'notification')).toMatchObject({ userId: 7, notificationId: 70 });
    // The other instance's events are held for replay too.
    expect(b.since(fromA?.id as string).map((e) => e.type)).toEqual(
      seenB.slice(seenB.findIndex((e) => e.id === fromA?.id) + 1).map((e) => e.type),
    );
  });

  it('ignores malformed messages on the channel', async () => {
    const name = channel();
    const { log, lines } = recordingLog();
    const a = bus(REDIS_URL, log, name);
    const b = bus(REDIS_URL, undefined, name);
    await Promise.all([a.ready(), b.ready()]);
    const seen = collect(a);
    const { Redis } = await import('ioredis');
    const raw = new Redis(REDIS_URL);
    try {
      await raw.publish(name, 'not json');
      await raw.publish(name, JSON.stringify({ origin: 'x', event: { id: '1', type: 'record' } }));
      b.publish(record(5));
      await until(() => seen.length === 1);
      expect(lines.filter((l) => l.message.includes('malformed'))).toHaveLength(2);
    } finally {
      raw.disconnect();
    }
  });

  it('survives an unreachable Redis: a warning, and its own clients still get its events', async () => {
    const { log, lines } = recordingLog();
    const b = bus('redis://127.0.0.1:1', log, channel());
    const seen = collect(b);
    b.publish(record(1));
    expect(seen).toHaveLength(1);
    await until(() => lines.some((l) => l.level === 'warn' && l.message.includes('Redis')));
    b.publish(record(2));
    expect(seen).toHaveLength(2);
    // One warning per connection and outage, not one per retry.
    await new Promise((r) => setTimeout(r, 700));
    expect(lines.filter((l) => l.message.includes('connection lost')).length).toBeLessThanOrEqual(2);
  });
});

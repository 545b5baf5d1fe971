import { describe, expect, it } from 'vitest';
import type { StreamEvent } from './event-stream-parser.ts';
import { LiveEventsClient, type LiveEventsOptions } from './live-events-client.ts';

/** A stream that sends `chunks` then ends (or stays open with `open`). */
function streamOf(chunks: string[], open = false) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!open) controller.close();
    },
  });
}

type Answer = Response | Error | ((signal: AbortSignal) => Promise<Response>);

/** Runs a client over scripted answers; it is stopped when they run out. */
function harness(answers: Answer[], options: Partial<LiveEventsOptions> = {}) {
  const requests: { headers: Record<string, string>; signal: AbortSignal }[] = [];
  const delays: number[] = [];
  const events: StreamEvent[] = [];
  const opens: boolean[] = [];
  let client: LiveEventsClient;
  let finish: () => void;
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const fakeFetch = (async (_url: string, init: RequestInit) => {
    const signal = init.signal as AbortSignal;
    requests.push({ headers: init.headers as Record<string, string>, signal });
    const answer = answers.shift();
    if (!answer) {
      client.stop();
      finish();
      throw new Error('stopped');
    }
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'function') return answer(signal);
    return answer;
  }) as unknown as typeof fetch;
  client = new LiveEventsClient({
    url: '/api/events',
    token: 'tok',
    fetch: fakeFetch,
    wait: async (ms) => {
      delays.push(ms);
    },
    random: () => 1,
    onEvent: (event) => events.push(event),
    onOpen: (resumed) => opens.push(resumed),
    ...options,
  });
  client.start();
  return { requests, delays, events, opens, finished, client: () => client };
}

const ok = (chunks: string[]) => new Response(streamOf(chunks), { status: 200 });

describe('LiveEventsClient', () => {
  it('sends the bearer, delivers the events and resumes from the last id after the stream ends', async () => {
    const h = harness([
      ok(['retry: 2000\n', 'id: 4\nevent: notification\ndata: {"id":1,"unread":1}\n\n', ': heartbeat\n\n']),
      ok(['id: 5\nevent: record\ndata: {"entity":"todo","id":3,"action":"updated"}\n\n']),
    ]);
    await h.finished;
    expect(h.requests[0]?.headers).toEqual({ Accept: 'text/event-stream', Authorization: 'Bearer tok' });
    expect(h.requests[1]?.headers['Last-Event-ID']).toBe('4');
    expect(h.requests[2]?.headers['Last-Event-ID']).toBe('5');
    expect(h.events.map((e) => [e.type, e.lastEventId])).toEqual([
      ['notification', '4'],
      ['record', '5'],
    ]);
    expect(h.opens).toEqual([false, true]);
    // The server's retry: 2000 is the first delay; data arrived each time, so no growth.
    expect(h.delays).toEqual([2000, 2000]);
  });

  it('waits longer after each failure in a row, up to the maximum, and afresh once data flows', async () => {
    const down = new TypeError('Failed to fetch');
    const h = harness([down, down, new Response('no', { status: 502 }), down, down, ok([': hi\n']), down], {
      initialDelayMs: 1000,
      maxDelayMs: 5000,
    });
    await h.finished;
    expect(h.delays).toEqual([1000, 2000, 4000, 5000, 5000, 1000, 2000]);
  });

  it('starts from the id it is given and reports each new id', async () => {
    const seen: string[] = [];
    const h = harness([ok(['id: 8\ndata: x\n\n'])], {
      lastEventId: '7',
      onLastEventId: (id) => seen.push(id),
    });
    await h.finished;
    expect(h.requests[0]?.headers['Last-Event-ID']).toBe('7');
    expect(seen).toEqual(['8']);
  });

  it('stops for good on 401 and tells', async () => {
    let unauthorized = 0;
    const h = harness([new Response('', { status: 401 }), ok(['data: never\n\n'])], {
      onUnauthorized: () => unauthorized++,
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unauthorized).toBe(1);
    expect(h.requests).toHaveLength(1);
    expect(h.events).toEqual([]);
  });

  it('stop() closes an open stream and never reconnects', async () => {
    const h = harness([
      (signal) =>
        new Promise((resolve) => {
          resolve(new Response(streamOf(['data: first\n\n'], true), { status: 200 }));
          signal.addEventListener('abort', () => undefined);
        }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.events.map((e) => e.data)).toEqual(['first']);
    h.client().stop();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.requests).toHaveLength(1);
    expect(h.requests[0]?.signal.aborted).toBe(true);
  });

  it('drops a connection that goes silent (no heartbeat) and opens a new one', async () => {
    const h = harness([new Response(streamOf([': hello\n'], true), { status: 200 })], { idleTimeoutMs: 30 });
    await h.finished;
    expect(h.requests).toHaveLength(2);
    expect(h.requests[0]?.signal.aborted).toBe(true);
  });
});

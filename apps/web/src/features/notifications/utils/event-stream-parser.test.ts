import { describe, expect, it } from 'vitest';
import { EventStreamParser, type StreamEvent } from './event-stream-parser.ts';

function parse(chunks: string[], initialId = '') {
  const events: StreamEvent[] = [];
  const retries: number[] = [];
  const comments: string[] = [];
  const parser = new EventStreamParser(
    {
      onEvent: (event) => events.push(event),
      onRetry: (ms) => retries.push(ms),
      onComment: (text) => comments.push(text),
    },
    initialId,
  );
  for (const chunk of chunks) parser.push(chunk);
  return { events, retries, comments, parser };
}

describe('EventStreamParser', () => {
  it('reads an event with its type, id and JSON data', () => {
    const { events, parser } = parse(['id: 7\nevent: notification\ndata: {"id":3,"unread":2}\n\n']);
    expect(events).toEqual([{ type: 'notification', data: '{"id":3,"unread":2}', lastEventId: '7' }]);
    expect(parser.lastEventId).toBe('7');
  });

  it('joins multi-line data with newlines and defaults the type to message', () => {
    const { events } = parse(['data: first\ndata: second\ndata\ndata:third\n\n']);
    expect(events).toEqual([{ type: 'message', data: 'first\nsecond\n\nthird', lastEventId: '' }]);
  });

  it('takes comments (heartbeats) apart and dispatches nothing for them', () => {
    const { events, comments } = parse([': heartbeat\n\n:\n\n', ': ping\n']);
    expect(events).toEqual([]);
    expect(comments).toEqual(['heartbeat', '', 'ping']);
  });

  it('reports a numeric retry and ignores one that is not', () => {
    const { retries, events } = parse(['retry: 5000\nretry: 3s\nretry: -1\n\n']);
    expect(retries).toEqual([5000]);
    expect(events).toEqual([]);
  });

  it('reassembles events split at any chunk boundary', () => {
    const stream =
      'id: 41\nevent: record\ndata: {"entity":"todo","id":12,"action":"updated"}\n\nid: 42\ndata: x\n\n';
    const whole = parse([stream]).events;
    expect(whole).toHaveLength(2);
    for (let size = 1; size <= 7; size++) {
      const chunks: string[] = [];
      for (let i = 0; i < stream.length; i += size) chunks.push(stream.slice(i, i + size));
      expect(parse(chunks).events).toEqual(whole);
    }
  });

  it('accepts CRLF and CR line ends, also a CRLF cut between two chunks', () => {
    expect(parse(['data: a\r\n\r\ndata: b\r\rdata: c\n\n']).events.map((e) => e.data)).toEqual([
      'a',
      'b',
      'c',
    ]);
    const split = parse(['data: a\r', '\n\r', '\ndata: b\r\n\r\n']).events;
    expect(split.map((e) => e.data)).toEqual(['a', 'b']);
  });

  it('holds an event back until its blank line arrives', () => {
    const { events, parser } = parse(['data: half']);
    expect(events).toEqual([]);
    parser.push('\n\n');
    expect(events.map((e) => e.data)).toEqual(['half']);
  });

  it('keeps the id across events, starts from the one it reconnected with, and ignores ids with NUL', () => {
    const { events } = parse(['data: a\n\nid: 9\ndata: b\n\nid: 1\0\ndata: c\n\nid\ndata: d\n\n'], '5');
    expect(events.map((e) => e.lastEventId)).toEqual(['5', '9', '9', '']);
  });

  it('strips a leading byte order mark, only one space after the colon and ignores unknown fields', () => {
    const { events } = parse(['\uFEFFdata:  two spaces\nfoo: bar\n\n']);
    expect(events).toEqual([{ type: 'message', data: ' two spaces', lastEventId: '' }]);
  });

  it('forgets the event type of an event without data', () => {
    const { events } = parse(['event: notification\n\ndata: plain\n\n']);
    expect(events).toEqual([{ type: 'message', data: 'plain', lastEventId: '' }]);
  });
});

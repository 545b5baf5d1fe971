/**
 * The text/event-stream format (HTML's server-sent events, §9.2.6) parsed from the chunks a fetch
 * stream hands over. `EventSource` cannot send an Authorization header, so the live events are read
 * with `fetch` and parsed here. A chunk may end anywhere: inside a line, between CR and LF.
 */
export interface StreamEvent {
  /** `event:` or "message". */
  type: string;
  /** The `data:` lines joined with "\n". */
  data: string;
  /** The last `id:` seen so far (sent back as Last-Event-ID on reconnect); '' when none. */
  lastEventId: string;
}

export interface EventStreamHandlers {
  onEvent: (event: StreamEvent) => void;
  /** `retry:` with a valid number of milliseconds. */
  onRetry?: (ms: number) => void;
  /** A comment line (`: heartbeat`): the connection is alive. */
  onComment?: (text: string) => void;
}

export class EventStreamParser {
  private buffer = '';
  private started = false;
  /** The previous chunk ended with CR: an LF starting this one belongs to it. */
  private pendingCr = false;
  private data: string[] = [];
  private type = '';
  private id = '';

  private readonly handlers: EventStreamHandlers;

  /** `initialId`: the Last-Event-ID the connection was opened with, kept until an `id:` replaces it. */
  constructor(handlers: EventStreamHandlers, initialId = '') {
    this.handlers = handlers;
    this.id = initialId;
  }

  /** The id to reconnect with. */
  get lastEventId(): string {
    return this.id;
  }

  push(chunk: string): void {
    let text = chunk;
    if (this.pendingCr && text.startsWith('\n')) text = text.slice(1);
    this.pendingCr = false;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    this.buffer += text;
    let start = 0;
    for (let i = 0; i < this.buffer.length; i++) {
      const char = this.buffer[i];
      if (char !== '\n' && char !== '\r') continue;
      this.line(this.buffer.slice(start, i));
      if (char === '\r') {
        if (i + 1 === this.buffer.length) this.pendingCr = true;
        else if (this.buffer[i + 1] === '\n') i++;
      }
      start = i + 1;
    }
    this.buffer = this.buffer.slice(start);
  }

  private line(line: string): void {
    if (line === '') {
      this.dispatch();
      return;
    }
    if (line.startsWith(':')) {
      this.handlers.onComment?.(line.slice(1).trimStart());
      return;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        this.type = value;
        break;
      case 'data':
        this.data.push(value);
        break;
      case 'id':
        if (!value.includes('\0')) this.id = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) this.handlers.onRetry?.(Number(value));
        break;
      default:
      // Unknown fields are ignored, as the format says.
    }
  }

  private dispatch(): void {
    const data = this.data;
    const type = this.type;
    this.data = [];
    this.type = '';
    if (data.length === 0) return;
    this.handlers.onEvent({ type: type || 'message', data: data.join('\n'), lastEventId: this.id });
  }
}

/**
 * Writing iCalendar text (RFC 5545): content lines joined by CRLF, folded at 75 octets (a
 * continuation starts with one space and never splits a UTF-8 character), TEXT values escaped.
 */

const FOLD_AT = 75;

/** A TEXT value: backslash, semicolon and comma escaped, any line break as `\n`. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .split('')
    .filter((char) => !isControl(char.charCodeAt(0)))
    .join('');
}

/** Control characters other than tab are not allowed in a TEXT value. */
const isControl = (code: number) => (code < 0x20 && code !== 0x09) || code === 0x7f;

/** One content line folded into lines of at most 75 octets. */
export function foldIcsLine(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= FOLD_AT) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = FOLD_AT;
  for (const char of line) {
    const bytes = Buffer.byteLength(char, 'utf8');
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
      // Later lines begin with the space that marks a continuation: one octet fewer for text.
      limit = FOLD_AT - 1;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Collects content lines and renders the calendar: folded, CRLF-terminated. */
export class IcsBuilder {
  private readonly lines: string[] = [];

  /** A raw line (`BEGIN:VEVENT`, `RRULE:…`): the caller escaped what needs it. */
  raw(line: string): this {
    this.lines.push(line);
    return this;
  }

  /** `NAME:value` with the value escaped as TEXT; nothing when the value is empty. */
  text(name: string, value: string | null | undefined): this {
    if (value === null || value === undefined || value === '') return this;
    this.lines.push(`${name}:${escapeIcsText(value)}`);
    return this;
  }

  toString(): string {
    return `${this.lines.map(foldIcsLine).join('\r\n')}\r\n`;
  }
}

/** `YYYY-MM-DDTHH:mm` → `YYYYMMDDTHHmm00`; `YYYY-MM-DD` → `YYYYMMDD`. */
export function icsLocal(value: string): string {
  const digits = value.replace(/[-:]/g, '');
  return value.length === 10 ? digits : `${digits}00`;
}

/** An instant (ISO) → `YYYYMMDDTHHmmssZ`. */
export function icsUtc(iso: string): string {
  return `${new Date(iso).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** The time zone every wall-clock time of the feed is in. */
export const ICS_TZID = 'Europe/Rome';

/**
 * Europe/Rome as a VTIMEZONE: central European time, summer time from the last Sunday of March at
 * 02:00 (+01:00 → +02:00) to the last Sunday of October at 03:00 (+02:00 → +01:00), as since 1996.
 */
export function romeTimezone(builder: IcsBuilder): void {
  builder
    .raw('BEGIN:VTIMEZONE')
    .raw(`TZID:${ICS_TZID}`)
    .raw('X-LIC-LOCATION:Europe/Rome')
    .raw('BEGIN:DAYLIGHT')
    .raw('TZOFFSETFROM:+0100')
    .raw('TZOFFSETTO:+0200')
    .raw('TZNAME:CEST')
    .raw('DTSTART:19700329T020000')
    .raw('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU')
    .raw('END:DAYLIGHT')
    .raw('BEGIN:STANDARD')
    .raw('TZOFFSETFROM:+0200')
    .raw('TZOFFSETTO:+0100')
    .raw('TZNAME:CET')
    .raw('DTSTART:19701025T030000')
    .raw('RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU')
    .raw('END:STANDARD')
    .raw('END:VTIMEZONE');
}

/** `DTSTART`-like property of a wall-clock time or a day. */
export function icsTime(name: string, value: string): string {
  return value.length === 10
    ? `${name};VALUE=DATE:${icsLocal(value)}`
    : `${name};TZID=${ICS_TZID}:${icsLocal(value)}`;
}

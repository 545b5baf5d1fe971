import { romeWallTime } from '@officina/contracts';

const two = (n: number) => String(n).padStart(2, '0');

/** `2026-05-04` → `04/05/2026`. */
export function italianDay(day: string): string {
  const [y, m, d] = day.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** The Rome time of an instant, `09:05` (24 h). */
export function romeTime(instant: string): string {
  const w = romeWallTime(Date.parse(instant));
  return `${two(w.hour)}:${two(w.minute)}`;
}

/**
 * A Rome wall time as stored by the calendar (`2026-05-04T09:00`, or `2026-05-04` all day), in
 * Italian words: `04/05/2026 alle 09:00`, `04/05/2026 (tutto il giorno)`.
 */
export function italianWallTime(local: string): string {
  const day = italianDay(local);
  const time = local.slice(11, 16);
  return time ? `${day} alle ${time}` : `${day} (tutto il giorno)`;
}

/** The record's title quoted as the messages show it, cut to keep a push within its size. */
export function quoted(title: string): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  return `«${clean.length > 120 ? `${clean.slice(0, 119)}…` : clean}»`;
}

import { addDays, romeDayStart, romeToInstant, romeWallTime } from '@officina/contracts';
import type { ContractDeadlineRow, DueTodoRow } from './schedule-overlay.repository.ts';

/** A to-do's or a contract's date, as drawn over the calendar and written in the feed. */
export interface Deadline {
  kind: 'todos' | 'contracts';
  key: string;
  title: string;
  /** `YYYY-MM-DD` (all day) or Rome wall-clock `YYYY-MM-DDTHH:mm`. */
  start: string;
  all_day: boolean;
  href: string;
  description: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Rome wall-clock `YYYY-MM-DDTHH:mm` of an instant. */
export function romeLocal(iso: string): string {
  const w = romeWallTime(Date.parse(iso));
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** The instant an occurrence starts: a wall-clock time in Rome, or an all-day event's midnight. */
export function occurrenceStartMs(start: string): number {
  if (start.length === 10) return romeDayStart(start);
  return romeToInstant({
    year: Number(start.slice(0, 4)),
    month: Number(start.slice(5, 7)),
    day: Number(start.slice(8, 10)),
    hour: Number(start.slice(11, 13)),
    minute: Number(start.slice(14, 16)),
    second: 0,
  });
}

/** A to-do's due date: its day when due without a time (stored as the end of that Rome day). */
export function todoDeadline(row: DueTodoRow): Deadline {
  const allDay = row.due_all_day === true || row.due_all_day === 1;
  const local = romeLocal(row.due_at);
  return {
    kind: 'todos',
    key: `todo-${row.id}`,
    title: `Scadenza: ${row.title}`,
    start: allDay ? local.slice(0, 10) : local,
    all_day: allDay,
    href: `/todos/${row.id}/detail`,
    description: row.description,
  };
}

/**
 * A contract's end date, and its notice date (end − notice days, "Disdetta entro") when it has a
 * notice period and is not in a closed state. Only the dates within `[fromDay, toDay]` are kept.
 */
export function contractDeadlines(
  row: ContractDeadlineRow,
  fromDay: string,
  toDay: string | null,
): Deadline[] {
  const label = `${row.number} ${row.title}${row.client_name ? ` (${row.client_name})` : ''}`;
  const href = `/contracts/${row.id}/detail`;
  const out: Deadline[] = [];
  const within = (day: string) => day >= fromDay && (toDay === null || day <= toDay);
  if (within(row.end_on)) {
    out.push({
      kind: 'contracts',
      key: `contract-end-${row.id}`,
      title: `Scadenza contratto: ${label}`,
      start: row.end_on,
      all_day: true,
      href,
      description: null,
    });
  }
  const closed = row.state_closed === true || row.state_closed === 1;
  if (row.notice_days && row.notice_days > 0 && !closed) {
    const notice = addDays(row.end_on, -row.notice_days);
    if (within(notice)) {
      out.push({
        kind: 'contracts',
        key: `contract-notice-${row.id}`,
        title: `Disdetta entro: ${label}`,
        start: notice,
        all_day: true,
        href,
        description: `Preavviso di ${row.notice_days} giorni sulla scadenza del ${italianDay(row.end_on)}`,
      });
    }
  }
  return out;
}

/** `YYYY-MM-DD` → `dd/mm/yyyy`. */
export function italianDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

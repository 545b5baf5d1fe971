import { addDays, isoWeekday } from '@officina/contracts';

/** What the day lists need of an occurrence (the window's and the upcoming answer's rows have it). */
export interface AgendaItem {
  key: string;
  all_day: boolean;
  /** `YYYY-MM-DD` (all day) or Rome wall-clock `YYYY-MM-DDTHH:mm`. */
  start: string;
  end: string;
}

export interface AgendaDay<T extends AgendaItem> {
  /** `YYYY-MM-DD`. */
  day: string;
  items: T[];
}

const weekdayNames = ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'];

/** `2026-03-09` → `09/03/2026`. */
export const dayFirst = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** The day an item starts on. */
export const dayOf = (value: string) => value.slice(0, 10);

/**
 * The items by the day they start on, days in order and, within a day, the all-day ones first,
 * then by start time (ties by key, so a list never reshuffles between two reads). With `floor`
 * (today, or a window's first day), what started before it and still runs is listed on it.
 */
export function groupByDay<T extends AgendaItem>(items: readonly T[], floor?: string): AgendaDay<T>[] {
  const days = new Map<string, T[]>();
  for (const item of items) {
    const start = dayOf(item.start);
    const day = floor && start < floor ? floor : start;
    const list = days.get(day);
    if (list) list.push(item);
    else days.set(day, [item]);
  }
  const order = (a: T, b: T) =>
    Number(b.all_day) - Number(a.all_day) || a.start.localeCompare(b.start) || a.key.localeCompare(b.key);
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, list]) => ({ day, items: list.sort(order) }));
}

/** The first `count` items of the days, in order (the days left empty dropped). */
export function firstItems<T extends AgendaItem>(
  days: readonly AgendaDay<T>[],
  count: number,
): AgendaDay<T>[] {
  const out: AgendaDay<T>[] = [];
  let left = count;
  for (const day of days) {
    if (left <= 0) break;
    out.push({ day: day.day, items: day.items.slice(0, left) });
    left -= day.items.length;
  }
  return out;
}

/** "Oggi", "Domani", "Ieri", else "martedì 10/03/2026" (`today` is Rome's today). */
export function dayLabel(day: string, today: string): string {
  if (day === today) return 'Oggi';
  if (day === addDays(today, 1)) return 'Domani';
  if (day === addDays(today, -1)) return 'Ieri';
  return `${weekdayNames[isoWeekday(day) - 1]} ${dayFirst(day)}`;
}

/**
 * "09:00–10:30", "Tutto il giorno", and for what spans days "09:00 – 12/03/2026 18:00" or
 * "Fino al 12/03/2026".
 */
export function timeRange(item: AgendaItem): string {
  const startDay = dayOf(item.start);
  const endDay = dayOf(item.end);
  if (item.all_day) return endDay > startDay ? `Fino al ${dayFirst(endDay)}` : 'Tutto il giorno';
  const from = item.start.slice(11, 16);
  const to = item.end.slice(11, 16);
  return endDay > startDay ? `${from} – ${dayFirst(endDay)} ${to}` : `${from}–${to}`;
}

/** The window an Agenda tab shows: `past` days back and `ahead` days on from `anchor`. */
export function agendaWindow(anchor: string, past = 30, ahead = 90) {
  return { from: addDays(anchor, -past), to: addDays(anchor, ahead) };
}

import { rruleParts, untilDay, type WeekdayCode, weekdayCodes, weekdayOf } from './recurrence.ts';

/** Weekday names from Monday, with their article ("il lunedì", "la domenica"). */
const weekdayNames: Record<WeekdayCode, string> = {
  MO: 'lunedì',
  TU: 'martedì',
  WE: 'mercoledì',
  TH: 'giovedì',
  FR: 'venerdì',
  SA: 'sabato',
  SU: 'domenica',
};
export const weekdayShortNames: Record<WeekdayCode, string> = {
  MO: 'Lun',
  TU: 'Mar',
  WE: 'Mer',
  TH: 'Gio',
  FR: 'Ven',
  SA: 'Sab',
  SU: 'Dom',
};
const monthNames = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];
/** Each frequency: its "every one" text, and the plural unit of "every N". */
const units: Record<string, [string, string]> = {
  DAILY: ['Ogni giorno', 'giorni'],
  WEEKLY: ['Ogni settimana', 'settimane'],
  MONTHLY: ['Ogni mese', 'mesi'],
  YEARLY: ['Ogni anno', 'anni'],
};
const ordinals = ['primo', 'secondo', 'terzo', 'quarto', 'quinto'];

const feminine = (code: WeekdayCode) => code === 'SU';
const withArticle = (code: WeekdayCode) => `${feminine(code) ? 'la' : 'il'} ${weekdayNames[code]}`;

/** "il lunedì, il mercoledì e il venerdì". */
export function joinItalian(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}

/** "il secondo martedì", "la prima domenica", "l’ultimo venerdì" from `2TU`, `1SU`, `-1FR`. */
export function nthWeekdayText(value: string): string | null {
  const match = /^([+-]?\d)?([A-Z]{2})$/.exec(value);
  if (!match) return null;
  const code = match[2] as WeekdayCode;
  if (!weekdayCodes.includes(code)) return null;
  const n = Number(match[1] ?? 0);
  const female = feminine(code);
  if (n === 0) return `ogni ${weekdayNames[code]}`;
  if (n === -1) return `l’${female ? 'ultima' : 'ultimo'} ${weekdayNames[code]}`;
  const ordinal = ordinals[n - 1];
  if (!ordinal) return null;
  return `${female ? 'la' : 'il'} ${female ? ordinal.replace(/o$/, 'a') : ordinal} ${weekdayNames[code]}`;
}

/** `2026-12-31` → `31/12/2026`. */
const dayFirst = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

function weeklyText(byDay: string | undefined, startDay: string): string | null {
  const codes = byDay ? byDay.split(',') : [weekdayOf(startDay)];
  if (!codes.every((code) => (weekdayCodes as readonly string[]).includes(code))) return null;
  const ordered = weekdayCodes.filter((code) => codes.includes(code));
  if (ordered.length === 0) return null;
  if (ordered.join(',') === 'MO,TU,WE,TH,FR') return 'dal lunedì al venerdì';
  if (ordered.length === 7) return 'tutti i giorni';
  return joinItalian(ordered.map(withArticle));
}

function monthlyText(parts: Map<string, string>, startDay: string): string | null {
  const byDay = parts.get('BYDAY');
  const byMonthDay = parts.get('BYMONTHDAY');
  if (byDay) return byDay.includes(',') ? null : nthWeekdayText(byDay);
  const day = byMonthDay ?? String(Number(startDay.slice(8, 10)));
  if (day === '-1') return 'l’ultimo giorno del mese';
  return /^\d+$/.test(day) ? `il giorno ${Number(day)}` : null;
}

function yearlyText(startDay: string): string {
  const day = Number(startDay.slice(8, 10));
  const month = monthNames[Number(startDay.slice(5, 7)) - 1] ?? '';
  return `il ${day === 1 ? '1º' : day} ${month}`;
}

/**
 * A rule in plain Italian: "Ogni 2 settimane il lunedì e il mercoledì, 10 volte"; null for no rule.
 * A rule outside what the editor writes is named as such, with its text.
 */
export function describeRrule(rrule: string | null, startDay: string, skipHolidays = false): string | null {
  if (!rrule) return null;
  const parts = rruleParts(rrule);
  const frequency = parts.get('FREQ') ?? '';
  const unit = units[frequency];
  const custom = `Regola personalizzata (${rrule.replace(/^RRULE:/i, '')})`;
  if (!unit) return custom;
  const known = new Set(['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'COUNT', 'UNTIL', 'WKST']);
  if ([...parts.keys()].some((key) => !known.has(key))) return custom;
  const interval = Number(parts.get('INTERVAL') ?? 1);
  if (!Number.isInteger(interval) || interval < 1) return custom;
  let text = interval === 1 ? unit[0] : `Ogni ${interval} ${unit[1]}`;

  let detail: string | null = '';
  if (frequency === 'WEEKLY') detail = weeklyText(parts.get('BYDAY'), startDay);
  else if (frequency === 'MONTHLY') detail = monthlyText(parts, startDay);
  else if (frequency === 'YEARLY') detail = parts.has('BYDAY') ? null : yearlyText(startDay);
  else if (parts.has('BYDAY') || parts.has('BYMONTHDAY')) detail = null;
  if (detail === null) return custom;
  if (detail) text += ` ${detail}`;

  const count = parts.get('COUNT');
  const until = parts.get('UNTIL');
  if (count) text += Number(count) === 1 ? ', una volta' : `, ${Number(count)} volte`;
  else if (until) {
    const day = untilDay(until);
    if (day) text += `, fino al ${dayFirst(day)}`;
  }
  if (skipHolidays) text += ', festivi esclusi';
  return text;
}

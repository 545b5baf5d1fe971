import type { Recurrence } from '@officina/contracts';
import { dayjs } from '../../../lib/locale/dayjs.ts';

/** 1 = lunedì … 7 = domenica, with the article Italian puts before a recurring weekday. */
const weekdayNames = [
  '',
  'il lunedì',
  'il martedì',
  'il mercoledì',
  'il giovedì',
  'il venerdì',
  'il sabato',
  'la domenica',
];
export const weekdayShort = ['', 'Lun', 'Mar', 'Mer', 'Gio', 'Ven', 'Sab', 'Dom'];

const months = [
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

/** "a", "a e b", "a, b e c". */
export function italianList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}

function every(interval: number, one: string, many: string): string {
  return interval === 1 ? `Ogni ${one}` : `Ogni ${interval} ${many}`;
}

/**
 * The recurrence in plain Italian, e.g. "Ogni 2 settimane il lunedì e il giovedì, fino al 31/12/2026".
 * `anchor` is the occurrence's due (or start) instant or day: it names the day of a monthly/yearly
 * series and the weekday of a weekly one without chosen weekdays (the server's rule, too).
 */
export function recurrenceSummary(rule: Recurrence, anchor?: string | null): string {
  if (rule.type_repeat === 'none') return 'Non si ripete';
  const when = anchor ? dayjs(anchor) : null;
  const valid = when?.isValid() ? when : null;
  let text: string;
  switch (rule.type_repeat) {
    case 'daily':
      text = every(rule.interval, 'giorno', 'giorni');
      break;
    case 'weekly': {
      text = every(rule.interval, 'settimana', 'settimane');
      const days =
        rule.weekdays.length > 0
          ? [...rule.weekdays].sort((a, b) => a - b)
          : valid
            ? [valid.isoWeekday()]
            : [];
      const names = days.map((day) => weekdayNames[day]).filter((name): name is string => Boolean(name));
      if (names.length === 7) text += ', tutti i giorni';
      else if (names.length > 0) text += ` ${italianList(names)}`;
      break;
    }
    case 'monthly':
      text = every(rule.interval, 'mese', 'mesi');
      if (valid) {
        const day = valid.date();
        text += ` il giorno ${day}`;
        if (day > 28) text += ' (l’ultimo giorno nei mesi più corti)';
      }
      break;
    case 'yearly':
      text = every(rule.interval, 'anno', 'anni');
      if (valid) {
        text += ` il ${valid.date()} ${months[valid.month()]}`;
        if (valid.month() === 1 && valid.date() === 29) text += ' (il 28 negli anni non bisestili)';
      }
      break;
  }
  if (rule.type_end_repeat === 'after' && rule.end_count !== null) {
    text += rule.end_count === 1 ? ', una sola volta' : `, per ${rule.end_count} volte`;
  } else if (rule.type_end_repeat === 'on_date' && rule.end_date) {
    text += `, fino al ${dayjs(rule.end_date).format('DD/MM/YYYY')}`;
  }
  return text;
}

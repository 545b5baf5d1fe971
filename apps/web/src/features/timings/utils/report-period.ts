import { dayjs } from '../../../lib/locale/dayjs.ts';

export type PeriodPreset = 'this-week' | 'this-month' | 'last-month' | 'last-3-months' | 'this-year';

export const periodPresets: { key: PeriodPreset; label: string }[] = [
  { key: 'this-week', label: 'Questa settimana' },
  { key: 'this-month', label: 'Questo mese' },
  { key: 'last-month', label: 'Mese scorso' },
  { key: 'last-3-months', label: 'Ultimi 3 mesi' },
  { key: 'this-year', label: 'Quest’anno' },
];

/** A preset → its first and last day (inclusive), as of `today`; weeks start on Monday. */
export function presetRange(preset: PeriodPreset, today: string): { from: string; to: string } {
  const day = dayjs(today);
  const f = (value: dayjs.Dayjs) => value.format('YYYY-MM-DD');
  switch (preset) {
    case 'this-week': {
      const monday = day.subtract(day.isoWeekday() - 1, 'day');
      return { from: f(monday), to: f(monday.add(6, 'day')) };
    }
    case 'this-month':
      return { from: f(day.startOf('month')), to: f(day.endOf('month')) };
    case 'last-month': {
      const last = day.subtract(1, 'month');
      return { from: f(last.startOf('month')), to: f(last.endOf('month')) };
    }
    case 'last-3-months':
      return { from: f(day.subtract(2, 'month').startOf('month')), to: f(day.endOf('month')) };
    case 'this-year':
      return { from: f(day.startOf('year')), to: f(day.endOf('year')) };
  }
}

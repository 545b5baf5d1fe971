import { dayjs } from './dayjs.ts';

type DateInput = string | number | Date | null | undefined;

export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';
export const TIME_FORMAT = 'HH:mm';

function format(value: DateInput, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : '';
}

export const formatDate = (value: DateInput) => format(value, DATE_FORMAT);
export const formatDateTime = (value: DateInput) => format(value, DATE_TIME_FORMAT);
export const formatTime = (value: DateInput) => format(value, TIME_FORMAT);

/** Long Italian date, e.g. "domenica 22 novembre 2026". */
export const formatLongDate = (value: DateInput) => format(value, 'dddd D MMMM YYYY');

/** ISO week number and its year: 2027-01-01 is week 53 of 2026. */
export function isoWeekOf(value: Exclude<DateInput, null | undefined>): { week: number; year: number } {
  const date = dayjs(value);
  return { week: date.isoWeek(), year: date.isoWeekYear() };
}

/** Groups the integer part with dots: 1234567 → "1.234.567". */
function groupThousands(units: bigint): string {
  return units.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * Money is kept in integer cents; shown as "€ 1.234,56" (negative: "-€ 1.234,56"). Built by hand
 * because Intl's it-IT puts the symbol after the amount.
 */
export function formatEuro(cents: number | bigint): string {
  const value = typeof cents === 'bigint' ? cents : BigInt(Math.round(cents));
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const units = abs / 100n;
  const rest = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}€ ${groupThousands(units)},${rest}`;
}

import { addDays, civilToString } from '../todos/rome-time.ts';

/** A public holiday: the day and its Italian name. */
export interface Holiday {
  /** `YYYY-MM-DD`. */
  date: string;
  name: string;
}

/** The patron saint's day of the company's comune (a setting): `MM-DD` and the saint's name. */
export interface PatronDay {
  /** `MM-DD`. */
  day: string;
  name: string;
}

/** Easter Sunday of `year` (Gregorian; the anonymous "Meeus/Jones/Butcher" computus). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return civilToString(year, month, day);
}

const fixed: [string, string][] = [
  ['01-01', 'Capodanno'],
  ['01-06', 'Epifania'],
  ['04-25', 'Festa della Liberazione'],
  ['05-01', 'Festa del Lavoro'],
  ['06-02', 'Festa della Repubblica'],
  ['08-15', 'Ferragosto'],
  ['11-01', 'Ognissanti'],
  ['12-08', 'Immacolata Concezione'],
  ['12-25', 'Natale'],
  ['12-26', 'Santo Stefano'],
];

/** San Francesco d'Assisi, patron of Italy: a national holiday again from 2026 (a 2025 law). */
const SAN_FRANCESCO_FROM = 2026;

/**
 * The national public holidays of `year` in date order (Easter and Easter Monday computed), plus
 * the comune's patron day when given. A patron day that falls on a national holiday is listed once,
 * with both names.
 */
export function italianHolidays(year: number, patron?: PatronDay | null): Holiday[] {
  const easter = easterSunday(year);
  const list: Holiday[] = fixed.map(([day, name]) => ({ date: `${year}-${day}`, name }));
  list.push(
    { date: easter, name: 'Pasqua' },
    { date: addDays(easter, 1), name: 'Lunedì dell’Angelo (Pasquetta)' },
  );
  if (year >= SAN_FRANCESCO_FROM)
    list.push({ date: `${year}-10-04`, name: 'San Francesco d’Assisi, patrono d’Italia' });
  if (patron && /^\d{2}-\d{2}$/.test(patron.day)) {
    const date = `${year}-${patron.day}`;
    const same = list.find((holiday) => holiday.date === date);
    const name = `${patron.name} (santo patrono)`;
    if (same) same.name = `${same.name} · ${name}`;
    else list.push({ date, name });
  }
  return list.sort((a, b) => a.date.localeCompare(b.date));
}

/** The holidays between two days (inclusive), across years. */
export function italianHolidaysBetween(from: string, to: string, patron?: PatronDay | null): Holiday[] {
  const out: Holiday[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const holiday of italianHolidays(year, patron)) {
      if (holiday.date >= from && holiday.date <= to) out.push(holiday);
    }
  }
  return out;
}

/** Whether `date` (`YYYY-MM-DD`) is a national holiday or the patron day. */
export function isItalianHoliday(date: string, patron?: PatronDay | null): boolean {
  return italianHolidays(Number(date.slice(0, 4)), patron).some((holiday) => holiday.date === date);
}

/** Patron days of the larger comuni, offered by the settings form (any other can be typed). */
export const patronPresets: Record<string, PatronDay> = {
  Bari: { day: '12-06', name: 'San Nicola' },
  Bergamo: { day: '08-26', name: 'Sant’Alessandro' },
  Bologna: { day: '10-04', name: 'San Petronio' },
  Brescia: { day: '02-15', name: 'Santi Faustino e Giovita' },
  Cagliari: { day: '10-30', name: 'San Saturnino' },
  Catania: { day: '02-05', name: 'Sant’Agata' },
  Firenze: { day: '06-24', name: 'San Giovanni Battista' },
  Genova: { day: '06-24', name: 'San Giovanni Battista' },
  Milano: { day: '12-07', name: 'Sant’Ambrogio' },
  Modena: { day: '01-31', name: 'San Geminiano' },
  Napoli: { day: '09-19', name: 'San Gennaro' },
  Padova: { day: '06-13', name: 'Sant’Antonio di Padova' },
  Palermo: { day: '07-15', name: 'Santa Rosalia' },
  Parma: { day: '01-13', name: 'Sant’Ilario' },
  Perugia: { day: '01-29', name: 'San Costanzo' },
  Roma: { day: '06-29', name: 'Santi Pietro e Paolo' },
  Torino: { day: '06-24', name: 'San Giovanni Battista' },
  Trento: { day: '06-26', name: 'San Vigilio' },
  Trieste: { day: '11-03', name: 'San Giusto' },
  Venezia: { day: '04-25', name: 'San Marco' },
  Verona: { day: '05-21', name: 'San Zeno' },
};

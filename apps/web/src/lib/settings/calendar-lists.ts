/** Fixed lists: weekdays 1–7 from Monday, months 1–12, with Italian names. */
export interface Weekday {
  id: number;
  title: string;
}

export interface Month {
  id: number;
  name: string;
}

export const weekdays: readonly Weekday[] = [
  'Lunedì',
  'Martedì',
  'Mercoledì',
  'Giovedì',
  'Venerdì',
  'Sabato',
  'Domenica',
].map((title, index) => ({ id: index + 1, title }));

export const months: readonly Month[] = [
  'Gennaio',
  'Febbraio',
  'Marzo',
  'Aprile',
  'Maggio',
  'Giugno',
  'Luglio',
  'Agosto',
  'Settembre',
  'Ottobre',
  'Novembre',
  'Dicembre',
].map((name, index) => ({ id: index + 1, name }));

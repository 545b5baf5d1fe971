/** Italian messages of the Italian company-data checks, shared by server (422 bodies) and web (inline errors). */
export const italianMessages = {
  partitaIvaLength: 'Partita IVA non valida: deve avere 11 cifre',
  partitaIvaChecksum: 'Partita IVA non valida: cifra di controllo errata',
  partitaIvaInvalid: 'Partita IVA non valida',
  partitaIvaZeroNumber: 'Partita IVA non valida: le prime sette cifre non possono essere tutte zero',
  partitaIvaOffice: "Partita IVA non valida: codice dell'ufficio provinciale (cifre 8–10) inesistente",
  codiceFiscale: 'Codice fiscale non valido',
  codiceFiscaleLength: 'Codice fiscale non valido: servono 16 caratteri o 11 cifre',
  codiceFiscaleMonth: 'Codice fiscale non valido: lettera del mese di nascita (9° carattere) inesistente',
  codiceFiscaleCheckChar: 'Codice fiscale non valido: carattere di controllo errato',
  codiceFiscaleChecksum: 'Codice fiscale non valido: cifra di controllo errata',
  codiceFiscaleZeroNumber: 'Codice fiscale non valido: le prime sette cifre non possono essere tutte zero',
  codiceFiscaleOffice: "Codice fiscale non valido: codice dell'ufficio provinciale (cifre 8–10) inesistente",
  cap: 'CAP non valido: servono 5 cifre',
  provincia: 'Provincia non valida',
  codiceSdi: 'Codice SDI non valido: servono 7 caratteri',
  email: 'Indirizzo email non valido',
  pec: 'Indirizzo PEC non valido',
  phone: 'Numero di telefono non valido',
  website: 'Sito web non valido: usa un indirizzo http o https',
  country: 'Nazione non valida: usa il codice di 2 lettere (es. IT)',
} as const;

/**
 * The message for a codice fiscale whose birth date does not exist, naming it as written in the code
 * (`31/04`; the year too for 29 February, the only day that depends on it).
 */
export function codiceFiscaleBirthDateMessage(day: number, month: number, year?: number): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const date = `${two(day)}/${two(month)}${year === undefined ? '' : `/${two(year)}, anno non bisestile`}`;
  return `Codice fiscale non valido: data di nascita inesistente (${date})`;
}

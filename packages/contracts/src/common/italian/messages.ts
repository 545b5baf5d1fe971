/** Italian messages of the Italian company-data checks, shared by server (422 bodies) and web (inline errors). */
export const italianMessages = {
  partitaIvaLength: 'Partita IVA non valida: deve avere 11 cifre',
  partitaIvaChecksum: 'Partita IVA non valida: cifra di controllo errata',
  partitaIvaInvalid: 'Partita IVA non valida',
  codiceFiscale: 'Codice fiscale non valido',
  codiceFiscaleLength: 'Codice fiscale non valido: servono 16 caratteri o 11 cifre',
  codiceFiscaleCheckChar: 'Codice fiscale non valido: carattere di controllo errato',
  codiceFiscaleChecksum: 'Codice fiscale non valido: cifra di controllo errata',
  cap: 'CAP non valido: servono 5 cifre',
  provincia: 'Provincia non valida',
  codiceSdi: 'Codice SDI non valido: servono 7 caratteri',
  email: 'Indirizzo email non valido',
  pec: 'Indirizzo PEC non valido',
  phone: 'Numero di telefono non valido',
  website: 'Sito web non valido: usa un indirizzo http o https',
  country: 'Nazione non valida: usa il codice di 2 lettere (es. IT)',
} as const;

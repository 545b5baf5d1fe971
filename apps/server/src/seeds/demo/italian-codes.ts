import { CODICE_SDI_PRIVATI, codiceFiscaleCheckChar, partitaIvaCheckDigit } from '@officina/contracts';
import { rng } from './random.ts';

/**
 * Eleven digits: a company number (the prefix, then the index spread out over six digits), an office code
 * in turn from 001–100 (digits 8–10 must name an existing office) and the Partita IVA check digit.
 */
function numericCode(prefix: string, index: number, step: number): string {
  const number = `${prefix}${String((123_457 + index * step) % 1_000_000).padStart(6, '0')}`;
  const office = String(1 + (index % 100)).padStart(3, '0');
  const firstTen = `${number}${office}`;
  return `${firstTen}${partitaIvaCheckDigit(firstTen)}`;
}

/** A valid, stable Partita IVA per demo client. */
export const demoVat = (index: number) => numericCode('0', index, 7919);

/**
 * Codice fiscale of a public body or association: eleven digits like a Partita IVA but its own, starting
 * with 8 (bodies) or 9 (associations) as the Agenzia delle Entrate assigns them to non-business entities.
 */
export const demoBodyTaxCode = (index: number, kind: 'body' | 'association') =>
  numericCode(kind === 'body' ? '8' : '9', index, 104_729);

const letters = (name: string) =>
  name
    .toUpperCase()
    .normalize('NFD')
    .replace(/[^A-Z]/g, '');
const consonantsOf = (name: string) => letters(name).replace(/[AEIOU]/g, '');
const vowelsOf = (name: string) => letters(name).replace(/[^AEIOU]/g, '');

/** Comuni of birth for sole traders, by their cadastral (Belfiore) code. */
const birthplaces = ['F205', 'H501', 'L219', 'F839', 'A944'];

/**
 * Personal codice fiscale of a sole trader (ditta individuale, whose tax code is the owner's): surname,
 * name, birth date and comune encoded as the DM 23/12/1976 prescribes, check character computed.
 */
export function demoPersonalTaxCode(
  owner: { first: string; last: string; female: boolean },
  index: number,
): string {
  const surname = `${consonantsOf(owner.last)}${vowelsOf(owner.last)}XXX`.slice(0, 3);
  const c = consonantsOf(owner.first);
  const name = c.length >= 4 ? `${c[0]}${c[2]}${c[3]}` : `${c}${vowelsOf(owner.first)}XXX`.slice(0, 3);
  const year = String(60 + (index % 35)).padStart(2, '0');
  const month = 'ABCDEHLMPRST'[index % 12];
  const day = String(1 + ((index * 7) % 28) + (owner.female ? 40 : 0)).padStart(2, '0');
  const firstFifteen = `${surname}${name}${year}${month}${day}${birthplaces[index % birthplaces.length]}`;
  return `${firstFifteen}${codiceFiscaleCheckChar(firstFifteen)}`;
}

const SDI_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * Codici destinatario SDI for `count` clients, the same on every run: every third receives its invoices
 * by PEC (`0000000`), the others each have a code of their own (seven letters or digits).
 */
export function demoSdiCodes(count: number): string[] {
  const random = rng(7);
  const used = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    if (i % 3 === 0) return CODICE_SDI_PRIVATI;
    let code = '';
    while (code === '' || used.has(code)) {
      code = Array.from({ length: 7 }, () => SDI_ALPHABET[Math.floor(random() * SDI_ALPHABET.length)]).join(
        '',
      );
    }
    used.add(code);
    return code;
  });
}

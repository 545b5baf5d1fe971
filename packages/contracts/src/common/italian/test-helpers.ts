/**
 * Independent reference implementations for the tests, written differently from the production code
 * on purpose (plain Luhn over all digits; the string-lookup form of the codice fiscale tables).
 */

/** Luhn over the whole number: from the right, every second digit doubled; valid when the sum ends in 0. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let digit = Number(digits[i]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** The check digit found by trying all ten, so no formula is shared with the code under test. */
export function luhnCompletion(tenDigits: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(`${tenDigits}${d}`)) return `${tenDigits}${d}`;
  throw new Error('unreachable');
}

const SET1 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SET2 = 'ABCDEFGHIJABCDEFGHIJKLMNOPQRSTUVWXYZ';
const EVEN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ODD = 'BAKPLCQDREVOSFTGUHMINJWZYX';

/** Appends the check character to fifteen characters (the classic lookup-string formulation). */
export function withCheckChar(first15: string): string {
  let sum = 0;
  for (let i = 1; i <= 13; i += 2) sum += EVEN.indexOf(SET2.charAt(SET1.indexOf(first15.charAt(i))));
  for (let i = 0; i <= 14; i += 2) sum += ODD.indexOf(SET2.charAt(SET1.indexOf(first15.charAt(i))));
  return `${first15}${String.fromCharCode(65 + (sum % 26))}`;
}

/** A small seeded generator, so table tests over many numbers are repeatable. */
export function seededDigits(seed: number): (length: number) => string {
  let state = seed >>> 0;
  return (length) => {
    let out = '';
    for (let i = 0; i < length; i++) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      out += String(state % 10);
    }
    return out;
  };
}

/**
 * python-stdnum's `it.iva.is_valid`, transcribed: 11 digits, a company number (first seven) above zero,
 * an office code (digits 8–10) in '001'–'100' by string comparison or one of 120, 121, 888, 999, Luhn.
 */
export function stdnumIvaValid(number: string): boolean {
  const office = number.slice(7, 10);
  return (
    /^\d{11}$/.test(number) &&
    Number.parseInt(number.slice(0, 7), 10) > 0 &&
    (('001' <= office && office <= '100') || ['120', '121', '888', '999'].includes(office)) &&
    luhnValid(number)
  );
}

/**
 * python-stdnum's `it.codicefiscale.get_birth_date` (minyear 1920), transcribed, plus the day range
 * the issue asks for (stdnum takes the day modulo 40, so it would read 81 as the 1st): true when the
 * date written in a 16-character code exists. Omocodia letters read back through their own table.
 */
export function stdnumBirthDateValid(cf: string): boolean {
  const digit = (c: string) => ('0123456789'.includes(c) ? '0123456789' : 'LMNPQRSTUV').indexOf(c);
  const rawDay = digit(cf.charAt(9)) * 10 + digit(cf.charAt(10));
  if (!((rawDay >= 1 && rawDay <= 31) || (rawDay >= 41 && rawDay <= 71))) return false;
  const day = rawDay % 40;
  const month = 'ABCDEHLMPRST'.indexOf(cf.charAt(8)) + 1;
  let year = 1900 + digit(cf.charAt(6)) * 10 + digit(cf.charAt(7));
  if (year < 1920) year += 100;
  const date = new Date(Date.UTC(year, month - 1, day));
  return month >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

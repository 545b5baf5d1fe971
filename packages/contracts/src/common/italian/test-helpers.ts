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

/**
 * Passwords drawn from the browser's CSPRNG (`crypto.getRandomValues`): every character by
 * rejection sampling (no modulo bias), at least one of each chosen class, then a Fisher–Yates
 * shuffle with the same unbiased draw so the guaranteed characters sit anywhere.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
export const PASSWORD_DEFAULT_LENGTH = 20;

export const passwordClasses = {
  upper: { label: 'Maiuscole', chars: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' },
  lower: { label: 'Minuscole', chars: 'abcdefghijklmnopqrstuvwxyz' },
  digits: { label: 'Cifre', chars: '0123456789' },
  symbols: { label: 'Simboli', chars: '!#$%&()*+,-./:;<=>?@[]^_{|}~' },
} as const;

export type PasswordClass = keyof typeof passwordClasses;
export const PASSWORD_CLASSES = Object.keys(passwordClasses) as PasswordClass[];

export interface PasswordOptions {
  length: number;
  classes: readonly PasswordClass[];
}

/** Fills a buffer with random 32-bit words; `crypto.getRandomValues` unless a test gives its own. */
export type RandomSource = (buffer: Uint32Array<ArrayBuffer>) => Uint32Array<ArrayBuffer>;

const cryptoSource: RandomSource = (buffer) => crypto.getRandomValues(buffer);

const RANGE = 2 ** 32;

/**
 * An integer in [0, bound), uniformly: words at or above the largest multiple of `bound` that fits
 * in 32 bits are thrown away and drawn again, so no value is favoured by the modulo.
 */
export function randomBelow(bound: number, random: RandomSource = cryptoSource): number {
  if (!Number.isInteger(bound) || bound < 1 || bound > RANGE) throw new RangeError('Intervallo non valido');
  const limit = RANGE - (RANGE % bound);
  const word = new Uint32Array(1);
  for (;;) {
    const value = random(word)[0] ?? 0;
    if (value < limit) return value % bound;
  }
}

/** The length asked for, kept within 8–64 (and never below the number of classes). */
export function clampLength(length: number): number {
  if (!Number.isFinite(length)) return PASSWORD_DEFAULT_LENGTH;
  return Math.min(PASSWORD_MAX_LENGTH, Math.max(PASSWORD_MIN_LENGTH, Math.round(length)));
}

/** A new password of `length` characters from the chosen classes, one of each at least. */
export function generatePassword(options: PasswordOptions, random: RandomSource = cryptoSource): string {
  const classes = PASSWORD_CLASSES.filter((name) => options.classes.includes(name));
  if (classes.length === 0) throw new RangeError('Scegli almeno un tipo di carattere');
  const length = clampLength(options.length);
  const pool = classes.map((name) => passwordClasses[name].chars).join('');
  const pick = (chars: string) => chars[randomBelow(chars.length, random)] as string;
  const chars = classes.map((name) => pick(passwordClasses[name].chars));
  while (chars.length < length) chars.push(pick(pool));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1, random);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}

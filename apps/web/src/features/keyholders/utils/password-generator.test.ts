import { describe, expect, it } from 'vitest';
import {
  clampLength,
  generatePassword,
  PASSWORD_CLASSES,
  type PasswordClass,
  passwordClasses,
  type RandomSource,
  randomBelow,
} from './password-generator.ts';

/** A source that answers the given words in turn (then repeats the last). */
function scripted(words: number[]): RandomSource & { calls: number } {
  const source = Object.assign(
    (buffer: Uint32Array<ArrayBuffer>) => {
      buffer[0] = words[Math.min(source.calls, words.length - 1)] ?? 0;
      source.calls++;
      return buffer;
    },
    { calls: 0 },
  );
  return source;
}

const has = (password: string, name: PasswordClass) =>
  [...password].some((char) => passwordClasses[name].chars.includes(char));

describe('randomBelow', () => {
  it('throws away words past the last whole multiple of the bound (no modulo bias)', () => {
    // 2^32 % 10 = 6: the words 2^32-6 … 2^32-1 would favour 0…5, so they are drawn again.
    const source = scripted([2 ** 32 - 1, 2 ** 32 - 6, 2 ** 32 - 7]);
    expect(randomBelow(10, source)).toBe((2 ** 32 - 7) % 10);
    expect(source.calls).toBe(3);
  });

  it('keeps a word below the limit at the first draw', () => {
    const source = scripted([12345]);
    expect(randomBelow(26, source)).toBe(12345 % 26);
    expect(source.calls).toBe(1);
  });

  it('spreads evenly over the range with the real generator', () => {
    const counts = new Array(7).fill(0) as number[];
    for (let i = 0; i < 70_000; i++) counts[randomBelow(7)]! += 1;
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(600);
  });

  it('refuses an empty range', () => {
    expect(() => randomBelow(0)).toThrow(RangeError);
  });
});

describe('generatePassword', () => {
  it('has the length asked for, within 8–64', () => {
    expect(generatePassword({ length: 20, classes: PASSWORD_CLASSES })).toHaveLength(20);
    expect(generatePassword({ length: 3, classes: ['lower'] })).toHaveLength(8);
    expect(generatePassword({ length: 500, classes: ['lower'] })).toHaveLength(64);
    expect(clampLength(Number.NaN)).toBe(20);
  });

  it('always holds one character of every chosen class, even at the shortest length', () => {
    for (let i = 0; i < 300; i++) {
      const password = generatePassword({ length: 8, classes: PASSWORD_CLASSES });
      for (const name of PASSWORD_CLASSES) expect(has(password, name)).toBe(true);
    }
  });

  it('uses only the chosen classes', () => {
    for (let i = 0; i < 50; i++) {
      const password = generatePassword({ length: 32, classes: ['digits', 'upper'] });
      expect(password).toMatch(/^[0-9A-Z]{32}$/);
      expect(has(password, 'digits') && has(password, 'upper')).toBe(true);
    }
  });

  it('puts the guaranteed characters anywhere, not always first', () => {
    const firsts = new Set<string>();
    for (let i = 0; i < 200; i++) {
      firsts.add(
        has(generatePassword({ length: 8, classes: ['upper', 'digits'] }).charAt(0), 'upper') ? 'A' : '0',
      );
    }
    expect(firsts).toEqual(new Set(['A', '0']));
  });

  it('gives different passwords each time', () => {
    const seen = new Set(
      Array.from({ length: 100 }, () => generatePassword({ length: 16, classes: ['lower'] })),
    );
    expect(seen.size).toBe(100);
  });

  it('needs at least one class', () => {
    expect(() => generatePassword({ length: 12, classes: [] })).toThrow('Scegli almeno un tipo di carattere');
  });
});

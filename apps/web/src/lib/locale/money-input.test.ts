import { describe, expect, it } from 'vitest';
import { formatDecimalInput, formatEuroInput, parseDecimalInput, parseEuroInput } from './money-input.ts';

describe('Italian money input', () => {
  it('parses what an Italian user types into cents', () => {
    expect(parseEuroInput('1.234,56')).toBe(123456);
    expect(parseEuroInput('1234,56')).toBe(123456);
    expect(parseEuroInput('1234,5')).toBe(123450);
    expect(parseEuroInput('1.234')).toBe(123400);
    expect(parseEuroInput('12.5')).toBe(1250);
    expect(parseEuroInput('€ 0,05')).toBe(5);
    expect(parseEuroInput(' 1.000.000,00 ')).toBe(100_000_000);
    expect(parseEuroInput(',99')).toBe(99);
    expect(parseEuroInput('-10,00')).toBe(-1000);
    expect(parseEuroInput('')).toBeNull();
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['abc', '1,2,3', '1,234', '12.34.5', '1.23,4']) {
      expect(parseEuroInput(bad)).toBeNaN();
    }
    expect(parseEuroInput('99999999999999')).toBeNaN();
  });

  it('formats cents back, and the two round-trip', () => {
    expect(formatEuroInput(123456)).toBe('1.234,56');
    expect(formatEuroInput(5)).toBe('0,05');
    expect(formatEuroInput(-1000)).toBe('-10,00');
    expect(formatEuroInput(null)).toBe('');
    for (const cents of [0, 1, 99, 100, 123456, 100_000_000, 987_654_321]) {
      expect(parseEuroInput(formatEuroInput(cents))).toBe(cents);
    }
  });

  it('parses and formats quantities with up to 3 decimals', () => {
    expect(parseDecimalInput('1,5')).toBe(1.5);
    expect(parseDecimalInput('1.000')).toBe(1000);
    expect(parseDecimalInput('0,125')).toBe(0.125);
    expect(parseDecimalInput('0,1255')).toBeNaN();
    expect(formatDecimalInput(1.5)).toBe('1,5');
    expect(formatDecimalInput(1000)).toBe('1.000');
    expect(formatDecimalInput(12.25, 2)).toBe('12,25');
  });
});

import { describe, expect, it } from 'vitest';
import { formatElapsed, formatHours, formatMinutes, parseDuration } from './duration.ts';

describe('formatMinutes', () => {
  it('writes h:mm', () => {
    expect(formatMinutes(0)).toBe('0:00');
    expect(formatMinutes(5)).toBe('0:05');
    expect(formatMinutes(90)).toBe('1:30');
    expect(formatMinutes(605)).toBe('10:05');
    expect(formatMinutes(2400)).toBe('40:00');
    expect(formatMinutes(-75)).toBe('-1:15');
    expect(formatMinutes(null)).toBe('');
  });
  it('hours with an Italian decimal comma', () => {
    expect(formatHours(90)).toBe('1,5 h');
    expect(formatHours(2400)).toBe('40 h');
  });
});

describe('parseDuration', () => {
  it.each([
    ['1:30', 90],
    ['0:05', 5],
    ['10:00', 600],
    ['8', 480],
    ['1,5', 90],
    ['1.25', 75],
    ['90m', 90],
    ['45 min', 45],
    ['2h', 120],
    ['2h 15m', 135],
    ['', 0],
    ['  1:00 ', 60],
  ])('%s → %i minutes', (raw, minutes) => {
    expect(parseDuration(raw)).toBe(minutes);
  });
  it.each(['1:75', 'abc', '1:3', '2h 70m', '-1', '1:30:00'])('refuses %s', (raw) => {
    expect(parseDuration(raw)).toBeNull();
  });
  it('round-trips what it formats', () => {
    for (const minutes of [0, 1, 59, 60, 61, 479, 1440]) {
      expect(parseDuration(formatMinutes(minutes))).toBe(minutes);
    }
  });
});

describe('formatElapsed', () => {
  it('writes h:mm:ss from milliseconds', () => {
    expect(formatElapsed(0)).toBe('0:00:00');
    expect(formatElapsed(249_000)).toBe('0:04:09');
    expect(formatElapsed(3_600_000)).toBe('1:00:00');
    expect(formatElapsed(12 * 3_600_000 + 61_999)).toBe('12:01:01');
  });
  it('never goes negative (a clock a little ahead of the server)', () => {
    expect(formatElapsed(-1500)).toBe('0:00:00');
  });
});

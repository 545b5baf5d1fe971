import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-size.ts';

describe('formatFileSize', () => {
  it('writes bytes under 1 KB as bytes', () => {
    expect(formatFileSize(0)).toBe('0 byte');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(1023)).toBe('1023 byte');
  });

  it('uses a decimal comma and one decimal under ten, none above', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(1.2 * 1024 * 1024)).toBe('1,2 MB');
    expect(formatFileSize(12.4 * 1024 * 1024)).toBe('12 MB');
    expect(formatFileSize(25 * 1024 * 1024)).toBe('25 MB');
    expect(formatFileSize(3.45 * 1024 ** 3)).toBe('3,5 GB');
  });

  it('moves to the next unit rather than showing 1024 of one', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1 MB');
    expect(formatFileSize(1024 * 1023.7)).toBe('1 MB');
    expect(formatFileSize(1024 * 1000)).toBe('1.000 KB');
  });

  it('groups thousands in the largest unit', () => {
    expect(formatFileSize(2048 * 1024 ** 4)).toBe('2.048 TB');
  });

  it('shows nothing for a size that is not one', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it('takes the first letters of the first two words, in capitals', () => {
    expect(initials('Maria Rossi')).toBe('MR');
    expect(initials('luca de santis')).toBe('LD');
    expect(initials('Giulia')).toBe('G');
  });

  it('skips empty parts between spaces', () => {
    expect(initials('  Anna   Verdi ')).toBe('AV');
    expect(initials('')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import {
  CODICE_SDI_ESTERO,
  CODICE_SDI_PRIVATI,
  isValidCap,
  isValidCodiceSdi,
  normalizeCodiceSdi,
} from './codes.ts';

describe('isValidCap', () => {
  it.each(['20121', '00184', '09124', '39100', ' 20 121 '])('accepts %j', (cap) => {
    expect(isValidCap(cap)).toBe(true);
  });
  it.each(['2012', '201211', '2012A', '', 'SW1A 1AA', '20-121'])('rejects %j', (cap) => {
    expect(isValidCap(cap)).toBe(false);
  });
});

describe('isValidCodiceSdi', () => {
  it.each(['M5UXCR1', 'KRRH6B9', 'm5uxcr1', ' M5U XCR1 ', CODICE_SDI_PRIVATI, CODICE_SDI_ESTERO])(
    'accepts %j',
    (sdi) => {
      expect(isValidCodiceSdi(sdi)).toBe(true);
    },
  );
  it.each(['M5UXCR', 'M5UXCR12', 'M5U-CR1', '', 'UFXYZ9'])('rejects %j', (sdi) => {
    expect(isValidCodiceSdi(sdi)).toBe(false);
  });
  it('normalises to upper-case without spaces', () => {
    expect(normalizeCodiceSdi(' m5u xcr1')).toBe('M5UXCR1');
  });
});

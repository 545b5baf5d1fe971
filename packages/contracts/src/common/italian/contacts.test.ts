import { describe, expect, it } from 'vitest';
import {
  isValidEmail,
  isValidPec,
  isValidPhone,
  isValidWebsite,
  normalizeEmail,
  normalizeWebsite,
} from './contacts.ts';

describe('e-mail and PEC', () => {
  it.each(['info@example.it', ' Info@Example.IT ', 'amministrazione@pec.example.it'])(
    'accepts %j',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
      expect(isValidPec(email)).toBe(true);
    },
  );
  it.each(['info', 'info@', '@example.it', 'info@example', 'in fo@example.it', ''])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
  it('trims and lower-cases', () => {
    expect(normalizeEmail(' Info@Example.IT ')).toBe('info@example.it');
  });
});

describe('isValidPhone', () => {
  it.each(['+39 02 1234 5678', '02 12345678', '(02) 123-456', '0541/123456', '+39 333.123.4567', '123456'])(
    'accepts %j',
    (phone) => {
      expect(isValidPhone(phone)).toBe(true);
    },
  );
  it.each(['12345', '123456789012345678901', '02 1234 abc', '39+02123456', '', 'tel. 02123456'])(
    'rejects %j',
    (phone) => {
      expect(isValidPhone(phone)).toBe(false);
    },
  );
});

describe('website', () => {
  it.each([
    ['example.it', 'https://example.it'],
    ['www.example.it/contatti', 'https://www.example.it/contatti'],
    [' http://example.it ', 'http://example.it'],
    ['https://shop.example.it/a?b=1', 'https://shop.example.it/a?b=1'],
    ['example.it:8080', 'https://example.it:8080'],
  ])('accepts %j as %j', (input, normalized) => {
    expect(isValidWebsite(input)).toBe(true);
    expect(normalizeWebsite(input)).toBe(normalized);
  });
  it.each([
    'ftp://example.it',
    'mailto:info@example.it',
    'javascript:alert(1)',
    'localhost',
    'exa mple.it',
    '',
  ])('rejects %j', (input) => {
    expect(isValidWebsite(input)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { italianMessages } from './messages.ts';
import {
  capSchema,
  codiceFiscaleSchema,
  codiceSdiSchema,
  emailSchema,
  partitaIvaSchema,
  phoneSchema,
  provinciaSchema,
  websiteSchema,
} from './schemas.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('Italian zod schemas', () => {
  it('normalise what they accept', () => {
    expect(partitaIvaSchema.parse(' it 00743 110157 ')).toBe('00743110157');
    expect(codiceFiscaleSchema.parse('rssmra85t10a562s ')).toBe('RSSMRA85T10A562S');
    expect(capSchema.parse(' 20 121')).toBe('20121');
    expect(provinciaSchema.parse(' mi ')).toBe('MI');
    expect(codiceSdiSchema.parse('m5uxcr1')).toBe('M5UXCR1');
    expect(emailSchema.parse(' Info@Example.IT')).toBe('info@example.it');
    expect(phoneSchema.parse(' +39  02 1234 ')).toBe('+39 02 1234');
    expect(websiteSchema.parse('example.it')).toBe('https://example.it');
  });

  it.each([
    [partitaIvaSchema, '00743110158', italianMessages.partitaIvaChecksum],
    [partitaIvaSchema, '123', italianMessages.partitaIvaLength],
    [codiceFiscaleSchema, 'RSSMRA85T10A562T', italianMessages.codiceFiscaleCheckChar],
    [capSchema, '2012', italianMessages.cap],
    [provinciaSchema, 'XX', italianMessages.provincia],
    [codiceSdiSchema, 'ABC', italianMessages.codiceSdi],
    [emailSchema, 'info@', italianMessages.email],
    [phoneSchema, '12', italianMessages.phone],
    [websiteSchema, 'ftp://example.it', italianMessages.website],
  ])('report one Italian message (%#)', (schema, input, message) => {
    expect(messagesOf(schema.safeParse(input))).toEqual([message]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  createExternalLinkInputSchema,
  EXTERNAL_LINK_URL_MAX,
  externalLinkUrlIssue,
  externalLinkUrlMessages,
  isSafeExternalUrl,
} from './external-link.schemas.ts';

describe('external link address', () => {
  it.each([
    'https://www.esempio.it',
    'http://esempio.it/percorso?a=1&b=2#sezione',
    'HTTPS://ESEMPIO.IT/',
    'http://nas.ufficio.lan:5000/',
    'http://192.168.1.10/admin',
    'http://localhost:3000',
    'https://[::1]:8443/',
    'https://café.it/menù',
  ])('accepts %j', (url) => {
    expect(externalLinkUrlIssue(url)).toBeUndefined();
    expect(isSafeExternalUrl(url)).toBe(true);
  });

  it.each([
    ['javascript:alert(1)', externalLinkUrlMessages.scheme],
    ['JaVaScRiPt:alert(1)', externalLinkUrlMessages.scheme],
    ['data:text/html,<script>alert(1)</script>', externalLinkUrlMessages.scheme],
    ['file:///etc/passwd', externalLinkUrlMessages.scheme],
    ['ftp://ftp.esempio.it', externalLinkUrlMessages.scheme],
    ['vbscript:msgbox(1)', externalLinkUrlMessages.scheme],
    ['mailto:info@esempio.it', externalLinkUrlMessages.scheme],
    ['/relativo/percorso', externalLinkUrlMessages.invalid],
    ['//esempio.it/x', externalLinkUrlMessages.invalid],
    ['www.esempio.it', externalLinkUrlMessages.invalid],
    ['https:esempio.it', externalLinkUrlMessages.invalid],
    ['https:///percorso', externalLinkUrlMessages.invalid],
    ['https://esempio.it\\@altro.it', externalLinkUrlMessages.invalid],
    ['https://esem pio.it', externalLinkUrlMessages.spaces],
    ['https://esempio.it/\u0000x', externalLinkUrlMessages.spaces],
    ['java\tscript:alert(1)', externalLinkUrlMessages.spaces],
    ['https://utente:segreta@esempio.it', externalLinkUrlMessages.credentials],
    ['', externalLinkUrlMessages.empty],
    [`https://esempio.it/${'a'.repeat(EXTERNAL_LINK_URL_MAX)}`, externalLinkUrlMessages.tooLong],
  ])('refuses %j', (url, message) => {
    expect(externalLinkUrlIssue(url)).toBe(message);
    expect(isSafeExternalUrl(url)).toBe(false);
  });

  it('trims the address and the title, and keeps the exact limit', () => {
    const url = `https://esempio.it/${'a'.repeat(EXTERNAL_LINK_URL_MAX - 19)}`;
    expect(url).toHaveLength(EXTERNAL_LINK_URL_MAX);
    const parsed = createExternalLinkInputSchema.parse({ title: '  Portale   clienti ', url: `  ${url}\n` });
    expect(parsed).toMatchObject({ title: 'Portale clienti', url, description: null, client_id: null });
  });

  it('answers the message on the url field', () => {
    const result = createExternalLinkInputSchema.safeParse({ title: 'X', url: 'javascript:alert(1)' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['url', externalLinkUrlMessages.scheme],
    ]);
  });
});

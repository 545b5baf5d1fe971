import { describe, expect, it } from 'vitest';
import { italianMessages } from '../common/italian/messages.ts';
import {
  clientListQuerySchema,
  clientSchema,
  createClientInputSchema,
  updateClientInputSchema,
} from './client.schemas.ts';

const italian = {
  business_name: 'Rossi Impianti S.r.l.',
  vat_number: '00743110157',
  tax_code: '00743110157',
  sdi_code: 'M5UXCR1',
  pec: 'rossi.impianti@pec.it',
  email: 'info@rossi-impianti.it',
  phone: '+39 02 1234 5678',
  website: 'rossi-impianti.it',
  street: 'Via Roma 1',
  postal_code: '20121',
  city: 'Milano',
  province: 'MI',
};

/** Field path → messages, as the server's 422 body and the form show them. */
function errorsOf(input: unknown, schema = createClientInputSchema): Record<string, string[]> {
  const result = schema.safeParse(input);
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

describe('createClientInputSchema', () => {
  it('accepts an Italian client and fills the defaults', () => {
    const client = createClientInputSchema.parse(italian);
    expect(client).toMatchObject({ ...italian, website: 'https://rossi-impianti.it', country: 'IT' });
    expect(client.notes).toBeNull();
    expect(client.state_id).toBeNull();
  });

  it('reports a bad Partita IVA on vat_number with the Italian message', () => {
    const result = createClientInputSchema.safeParse({ ...italian, vat_number: '00743110158' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['vat_number'], message: italianMessages.partitaIvaChecksum }),
    ]);
    expect(errorsOf({ ...italian, vat_number: '0074311015' })).toEqual({
      vat_number: [italianMessages.partitaIvaLength],
    });
  });

  it('reports each Italian field on its own path', () => {
    expect(
      errorsOf({
        ...italian,
        tax_code: 'RSSMRA85T10A562T',
        postal_code: '2012',
        province: 'XX',
        sdi_code: 'ABC',
      }),
    ).toEqual({
      tax_code: [italianMessages.codiceFiscaleCheckChar],
      postal_code: [italianMessages.cap],
      province: [italianMessages.provincia],
      sdi_code: [italianMessages.codiceSdi],
    });
  });

  it('shows the Italian errors together with the other field errors', () => {
    expect(errorsOf({ ...italian, business_name: ' ', vat_number: '123', email: 'no' })).toEqual({
      business_name: ['Inserisci la ragione sociale'],
      vat_number: [italianMessages.partitaIvaLength],
      email: [italianMessages.email],
    });
  });

  it('normalises spaces, case and the IT prefix', () => {
    const client = createClientInputSchema.parse({
      ...italian,
      vat_number: ' it 007 431 101 57',
      tax_code: 'rssmra85t10a562s',
      sdi_code: 'm5u xcr1',
      pec: ' Rossi.Impianti@PEC.it ',
      postal_code: '20 121',
      province: ' mi',
      country: 'it',
      city: '  Milano ',
    });
    expect(client).toMatchObject({
      vat_number: '00743110157',
      tax_code: 'RSSMRA85T10A562S',
      sdi_code: 'M5UXCR1',
      pec: 'rossi.impianti@pec.it',
      postal_code: '20121',
      province: 'MI',
      country: 'IT',
      city: 'Milano',
    });
  });

  it('skips the Italian checks for a foreign client', () => {
    const client = createClientInputSchema.parse({
      business_name: 'Muster GmbH',
      vat_number: 'DE 123456789',
      tax_code: '12/345/67890',
      sdi_code: 'xxxxxxx',
      postal_code: '80331',
      city: 'München',
      province: 'Bayern',
      country: 'DE',
    });
    expect(client).toMatchObject({ vat_number: 'DE123456789', sdi_code: 'XXXXXXX', country: 'DE' });
    expect(
      createClientInputSchema.safeParse({ ...italian, postal_code: 'SW1A 1AA', country: 'GB' }).success,
    ).toBe(true);
    expect(
      createClientInputSchema.safeParse({ ...italian, vat_number: '00743110158', country: 'FR' }).success,
    ).toBe(true);
  });

  it('still checks contacts and the SDI code abroad', () => {
    expect(errorsOf({ business_name: 'Muster GmbH', country: 'DE', email: 'x@', sdi_code: 'AB' })).toEqual({
      email: [italianMessages.email],
      sdi_code: [italianMessages.codiceSdi],
    });
  });

  it('turns blank optional fields into null and leaves the Italian ones unchecked', () => {
    const client = createClientInputSchema.parse({
      business_name: 'Bianchi Mario',
      vat_number: '',
      tax_code: '  ',
      postal_code: null,
      website: '',
    });
    expect(client).toMatchObject({ vat_number: null, tax_code: null, postal_code: null, website: null });
  });

  it('accepts a personal codice fiscale for a sole trader', () => {
    expect(createClientInputSchema.safeParse({ ...italian, tax_code: 'RSSMRA85T10A562S' }).success).toBe(
      true,
    );
  });

  it('rejects a malformed country and non-objects without throwing', () => {
    expect(errorsOf({ ...italian, country: 'Italia' })).toEqual({ country: [italianMessages.country] });
    expect(createClientInputSchema.safeParse(null).success).toBe(false);
    expect(createClientInputSchema.safeParse('x').success).toBe(false);
  });
});

describe('updateClientInputSchema', () => {
  it('needs updated_at for the stale-record check', () => {
    expect(Object.keys(errorsOf(italian, updateClientInputSchema))).toEqual(['updated_at']);
    expect(
      updateClientInputSchema.parse({ ...italian, updated_at: '2025-01-01T10:00:00.000Z' }).updated_at,
    ).toBe('2025-01-01T10:00:00.000Z');
  });

  it('applies the same Italian rules', () => {
    expect(
      errorsOf(
        { ...italian, vat_number: '00743110158', updated_at: '2025-01-01T10:00:00.000Z' },
        updateClientInputSchema,
      ),
    ).toEqual({ vat_number: [italianMessages.partitaIvaChecksum] });
  });
});

describe('clientListQuerySchema', () => {
  it('parses filters from a query string', () => {
    expect(
      clientListQuerySchema.parse({
        page: '2',
        state_id: '3',
        account_manager_id: '7',
        province: 'mi',
        city: ' Milano ',
        archived: 'true',
        sort: '-business_name',
      }),
    ).toEqual({
      page: 2,
      per_page: 25,
      state_id: 3,
      account_manager_id: 7,
      province: 'MI',
      city: 'Milano',
      archived: true,
      sort: '-business_name',
    });
  });

  it('defaults to active clients by name', () => {
    expect(clientListQuerySchema.parse({})).toMatchObject({ archived: false, sort: 'business_name' });
    expect(clientListQuerySchema.parse({ archived: 'false' }).archived).toBe(false);
  });

  it.each([{ sort: 'password' }, { sort: '--city' }, { archived: 'maybe' }, { state_id: 'x' }])(
    'rejects %j',
    (query) => {
      expect(clientListQuerySchema.safeParse(query).success).toBe(false);
    },
  );
});

describe('clientSchema', () => {
  it('describes a stored client', () => {
    const now = '2025-01-01T10:00:00.000Z';
    const dto = {
      id: 1,
      ...createClientInputSchema.parse(italian),
      archived_at: null,
      created_at: now,
      updated_at: now,
      created_by: 1,
    };
    expect(clientSchema.parse(dto)).toEqual(dto);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CrmApp, cf, createClient, createCrmApp, json, multipart, vat } from './crm-fixtures.ts';

let t: CrmApp;
beforeAll(async () => {
  t = await createCrmApp();
});
afterAll(async () => t?.close());

describe('Italian fields', () => {
  const cases: [string, Record<string, unknown>, string | null][] = [
    ['valid P.IVA', { vat_number: vat('0123456789') }, null],
    ['bad P.IVA checksum', { vat_number: '01234567890' }, 'vat_number'],
    ['short P.IVA', { vat_number: '123' }, 'vat_number'],
    ['company CF (11 digits)', { tax_code: vat('0765432109') }, null],
    ['personal CF', { tax_code: cf('BNCLRA85M41F205') }, null],
    ['bad personal CF', { tax_code: 'BNCLRA85M41F205A' }, 'tax_code'],
    ['valid CAP', { postal_code: '00184' }, null],
    ['bad CAP', { postal_code: '0018' }, 'postal_code'],
    ['valid provincia', { province: 'bz' }, null],
    ['bad provincia', { province: 'ZZ' }, 'province'],
    ['valid SDI', { sdi_code: 'm5uxcr1' }, null],
    ['bad SDI', { sdi_code: 'ABC' }, 'sdi_code'],
    ['valid PEC', { pec: 'amministrazione@pec.example.it' }, null],
    ['bad PEC', { pec: 'non-una-pec' }, 'pec'],
    ['bad e-mail', { email: 'mario@' }, 'email'],
    ['bad website', { website: 'ftp://example.com' }, 'website'],
    [
      'foreign address skips Italian checks',
      { country: 'DE', postal_code: '10115', province: 'Berlin', vat_number: 'DE123456789' },
      null,
    ],
    ['bad country', { country: 'Italia' }, 'country'],
  ];
  for (const [name, fields, errorField] of cases) {
    it(`${name} → ${errorField ? `422 on ${errorField}` : 'saved'}`, async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/clients',
        token: t.admin,
        payload: { business_name: `Campo ${name}`, ...fields },
      });
      if (errorField === null) {
        expect(res.statusCode, res.body).toBe(200);
      } else {
        expect(res.statusCode).toBe(422);
        expect(Object.keys(json(res).errors)).toEqual([errorField]);
        expect(json(res).errors[errorField][0]).toMatch(/[a-zà-ù]/);
      }
    });
  }
  it('requires the ragione sociale', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/clients',
      token: t.admin,
      payload: { business_name: '  ' },
    });
    expect(json(res).errors.business_name).toEqual(['Inserisci la ragione sociale']);
  });
});

describe('permissions', () => {
  it('a Tecnico lists but cannot create, update, delete or import; no view_clients → 403', async () => {
    await t.createUser({ email: 'tecnico@test.it', password: 'tecnico-pass-1', group: 'technicians' });
    const tech = await t.login('tecnico@test.it', 'tecnico-pass-1');
    expect((await t.request({ method: 'GET', url: '/api/clients', token: tech })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/persons', token: tech })).statusCode).toBe(200);
    const { id } = await createClient(t, { business_name: 'Gamma Informatica' });
    const refused = [
      await t.request({ method: 'POST', url: '/api/clients', token: tech, payload: { business_name: 'No' } }),
      await t.request({
        method: 'PUT',
        url: `/api/clients/${id}`,
        token: tech,
        payload: { business_name: 'No', updated_at: 'x' },
      }),
      await t.request({ method: 'DELETE', url: `/api/clients/${id}`, token: tech }),
      await t.request({ method: 'POST', url: `/api/clients/${id}/restore`, token: tech }),
      await t.request({
        method: 'POST',
        url: '/api/persons',
        token: tech,
        payload: { first_name: 'a', last_name: 'b' },
      }),
      await t.request({
        method: 'POST',
        url: '/api/clients/import',
        token: tech,
        ...multipart({ name: 'a.csv', data: 'a\nb' }),
      }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(json(res).alert.message).toBe('Non hai i permessi per questa operazione.');
    }
    await t.createUser({ email: 'nessuno@test.it', password: 'nessuno-pass-1', group: null });
    const none = await t.login('nessuno@test.it', 'nessuno-pass-1');
    for (const url of [
      '/api/clients',
      `/api/clients/${id}`,
      '/api/clients/export',
      '/api/persons',
      `/api/clients/${id}/activity`,
      '/api/clients/check-vat?vat=1',
    ]) {
      expect((await t.request({ method: 'GET', url, token: none })).statusCode, url).toBe(403);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, vat } from '../crm/crm-fixtures.ts';
import { createOpportunity, createSalesApp, json, type SalesApp } from '../sales/sales-fixtures.ts';
import { testEngine } from '../test-db.ts';

let t: SalesApp;
let tech: string;
let sales: string;
beforeAll(async () => {
  t = await createSalesApp();
  await t.createUser({ email: 'tecnico.company@test.it', password: 'password-123', group: 'technicians' });
  await t.createUser({ email: 'commerciale.company@test.it', password: 'password-123', group: 'sales' });
  tech = await t.login('tecnico.company@test.it', 'password-123');
  sales = await t.login('commerciale.company@test.it', 'password-123');
});
afterAll(async () => t?.close());

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const VALID = {
  company_name: 'Officina Nord S.r.l.',
  company_vat: vat('0123456789'),
  company_tax_code: null,
  company_address: 'Via Dante 5, 40121 Bologna (BO)',
  company_pec: 'officinanord@pec.it',
  company_sdi_code: 'T9K4ZHO',
  company_iban: 'IT60X0542811101000000123456',
  company_rea: 'BO-123456',
  default_vat_rate: 10,
  weekly_hours_target: 37.5,
};

const put = (payload: Record<string, unknown>, token = t.admin) =>
  t.request({ method: 'PUT', url: '/api/admin/company', token, payload });

function upload(theme: string, name: string, data: Buffer | string, token = t.admin) {
  const body = multipart({ name, data });
  return t.request({ method: 'POST', url: `/api/admin/company/logos/${theme}`, token, ...body });
}

const pdfOf = async (id: number) => {
  const res = await t.request({ method: 'GET', url: `/api/opportunities/${id}/pdf`, token: t.admin });
  expect(res.statusCode).toBe(200);
  return res.rawPayload.toString('latin1');
};

describe(`company settings (${testEngine})`, () => {
  it('refuses every admin call to who lacks manage_settings (a technician, a salesperson)', async () => {
    for (const token of [tech, sales]) {
      const calls = [
        await t.request({ method: 'GET', url: '/api/admin/company', token }),
        await put(VALID, token),
        await upload('light', 'logo.png', PNG_1x1, token),
        await t.request({ method: 'DELETE', url: '/api/admin/company/logos/light', token }),
      ];
      expect(calls.map((res) => res.statusCode)).toEqual([403, 403, 403, 403]);
    }
    // Nothing was written by the refused calls.
    expect(json(await t.request({ method: 'GET', url: '/api/branding' })).logos).toEqual({
      light: null,
      dark: null,
    });
    // The defaults are for every signed-in user, and for nobody else.
    expect((await t.request({ method: 'GET', url: '/api/company/defaults', token: tech })).statusCode).toBe(
      200,
    );
    expect((await t.request({ method: 'GET', url: '/api/company/defaults' })).statusCode).toBe(401);
  });

  it('starts from 22 % and 40 h, then saves and reads back every field', async () => {
    const before = json(await t.request({ method: 'GET', url: '/api/admin/company', token: t.admin }));
    expect(before.default_vat_rate).toBe(22);
    expect(before.weekly_hours_target).toBe(40);

    const saved = await put({ ...VALID, company_sdi_code: 't9k4zho', company_vat: ` ${VALID.company_vat} ` });
    expect(saved.statusCode).toBe(200);
    const read = json(await t.request({ method: 'GET', url: '/api/admin/company', token: t.admin }));
    expect(read).toEqual({ ...VALID, logos: { light: null, dark: null } });
    expect(json(await t.request({ method: 'GET', url: '/api/company/defaults', token: sales }))).toEqual({
      default_vat_rate: 10,
      weekly_hours_target: 37.5,
    });
    // Logged as a settings change, with what changed.
    const log = await t.app.db
      .selectFrom('activity_log')
      .select(['changes'])
      .where('entity', '=', 'settings')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(String(log.changes)).toContain('Officina Nord S.r.l.');
  });

  it('shares one stored value with «Impostazioni offerte» (no copy to keep in step)', async () => {
    const offer = json(await t.request({ method: 'GET', url: '/api/admin/offer-settings', token: t.admin }));
    expect(offer.opportunity_company_name).toBe(VALID.company_name);
    expect(offer.company_vat).toBe(VALID.company_vat);
    expect(offer.company_address).toBe(VALID.company_address);
    const changed = await t.request({
      method: 'PUT',
      url: '/api/admin/offer-settings',
      token: t.admin,
      payload: { ...offer, opportunity_logo: undefined, company_pec: 'altra@pec.it' },
    });
    expect(changed.statusCode).toBe(200);
    const company = json(await t.request({ method: 'GET', url: '/api/admin/company', token: t.admin }));
    expect(company.company_pec).toBe('altra@pec.it');
    expect(json(await t.request({ method: 'GET', url: '/api/branding' })).company_name).toBe(
      VALID.company_name,
    );
  });

  it('answers 422 in Italian for a wrong P.IVA, codice fiscale, SDI, PEC, VAT rate or weekly hours', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ company_vat: '01234567890' }, 'company_vat', /partita iva|P\.IVA|controllo/i],
      [{ company_tax_code: 'RSSMRA80A01H501X' }, 'company_tax_code', /codice fiscale|controllo/i],
      [{ company_sdi_code: 'ABC' }, 'company_sdi_code', /SDI|7/i],
      [{ company_pec: 'non-una-pec' }, 'company_pec', /PEC|e-mail|indirizzo/i],
      [{ default_vat_rate: 21 }, 'default_vat_rate', /Aliquota IVA non valida/],
      [{ weekly_hours_target: 0 }, 'weekly_hours_target', /da 1 a 80/],
      [{ weekly_hours_target: 81 }, 'weekly_hours_target', /da 1 a 80/],
      [{ weekly_hours_target: 37.33 }, 'weekly_hours_target', /al minuto/],
      [{ weekly_hours_target: 'quaranta' }, 'weekly_hours_target', /inserisci un numero/],
    ];
    for (const [change, field, message] of cases) {
      const res = await put({ ...VALID, ...change });
      expect(res.statusCode, field).toBe(422);
      const errors = json(res).errors[field] as string[];
      expect(errors?.[0], field).toMatch(message);
    }
    // Nothing of the refused bodies was kept.
    const read = json(await t.request({ method: 'GET', url: '/api/admin/company', token: t.admin }));
    expect(read.weekly_hours_target).toBe(37.5);
  });

  it('checks the logos as the offer logo (sniffed, 512 KB, unsafe SVG refused) and serves them publicly', async () => {
    const blue = await upload('blue', 'logo.png', PNG_1x1);
    expect(blue.statusCode).toBe(422);
    expect(json(blue).errors.theme[0]).toBe('Tema non valido: light o dark');
    const text = await upload('light', 'logo.png', 'questo non è un PNG');
    expect(text.statusCode).toBe(422);
    expect(json(text).errors.file[0]).toMatch(/Formato non supportato/);
    const big = await upload('light', 'logo.png', Buffer.concat([PNG_1x1, Buffer.alloc(600 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(json(big).alert.message).toBe('Il logo supera i 512 KB consentiti.');
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>',
    ]) {
      const res = await upload('dark', 'logo.svg', svg);
      expect(res.statusCode, svg).toBe(422);
      expect(json(res).errors.file[0]).toMatch(/^SVG rifiutato/);
    }

    const png = await upload('light', 'logo.png', PNG_1x1);
    expect(png.statusCode).toBe(200);
    const light = json(png).logos.light as string;
    expect(light).toMatch(/^\/api\/branding\/logos\/light\?v=[0-9a-f]{16}$/);
    expect(json(png).logos.dark).toBeNull();

    // Public: no token.
    const branding = json(await t.request({ method: 'GET', url: '/api/branding' }));
    expect(branding).toEqual({ company_name: VALID.company_name, logos: { light, dark: null } });
    const image = await t.request({ method: 'GET', url: light });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toMatch(/max-age=31536000, immutable/);
    expect(image.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    expect(image.rawPayload.equals(PNG_1x1)).toBe(true);
    // An old or missing version is revalidated, not cached for a year.
    const stale = await t.request({ method: 'GET', url: '/api/branding/logos/light?v=0000' });
    expect(stale.headers['cache-control']).toBe('no-cache');
    const none = await t.request({ method: 'GET', url: '/api/branding/logos/dark' });
    expect(none.statusCode).toBe(404);
    expect(json(none).alert.message).toBe('Nessun logo per questo tema.');

    const svg = await upload(
      'dark',
      'logo.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
    );
    expect(svg.statusCode).toBe(200);
    const dark = await t.request({ method: 'GET', url: json(svg).logos.dark });
    expect(dark.headers['content-type']).toBe('image/svg+xml');
    expect(dark.headers['content-security-policy']).toContain("default-src 'none'");

    const removed = await t.request({
      method: 'DELETE',
      url: '/api/admin/company/logos/dark',
      token: t.admin,
    });
    expect(removed.statusCode).toBe(200);
    expect(json(removed).logos).toEqual({ light, dark: null });
    expect((await t.request({ method: 'GET', url: '/api/branding/logos/dark' })).statusCode).toBe(404);
  });

  it('prints the company light logo in the offer PDF when the offers have no logo of their own', async () => {
    const created = await createOpportunity(t, { title: 'Offerta con il logo aziendale' });
    const id = created.opportunity.id as number;
    await t.request({ method: 'DELETE', url: '/api/admin/offer-settings/logo', token: t.admin });
    await t.request({ method: 'DELETE', url: '/api/admin/company/logos/light', token: t.admin });
    expect(await pdfOf(id)).not.toContain('/Subtype /Image');

    expect((await upload('light', 'logo.png', PNG_1x1)).statusCode).toBe(200);
    expect(await pdfOf(id)).toContain('/Subtype /Image');

    // The offers' own logo wins: an SVG one draws vector paths and embeds no image.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#ff0000"/></svg>';
    const offerLogo = await t.request({
      method: 'POST',
      url: '/api/admin/offer-settings/logo',
      token: t.admin,
      ...multipart({ name: 'logo.svg', data: svg }),
    });
    expect(offerLogo.statusCode).toBe(200);
    expect(await pdfOf(id)).not.toContain('/Subtype /Image');
    await t.request({ method: 'DELETE', url: '/api/admin/offer-settings/logo', token: t.admin });
  });

  it('sets the dashboard time widget’s weekly target', async () => {
    const target = async () =>
      json(await t.request({ method: 'GET', url: '/api/dashboard', token: sales })).time.week_target_minutes;
    expect((await put({ ...VALID, weekly_hours_target: 40 })).statusCode).toBe(200);
    expect(await target()).toBe(2400);
    expect((await put({ ...VALID, weekly_hours_target: 36.25 })).statusCode).toBe(200);
    expect(await target()).toBe(2175);
  });
});

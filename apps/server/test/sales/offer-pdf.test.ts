import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putSetting } from '../../src/modules/settings/settings.repository.ts';
import { multipart } from '../crm/crm-fixtures.ts';
import { testEngine } from '../test-db.ts';
import { pdfText } from './pdf-text.ts';
import {
  createOpportunity,
  createSalesApp,
  json,
  rowState,
  rowType,
  type SalesApp,
} from './sales-fixtures.ts';

let t: SalesApp;
beforeAll(async () => {
  t = await createSalesApp();
});
afterAll(async () => t?.close());

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The page content streams of a pdfkit PDF, inflated: the drawing operators as text. */
function pdfContent(data: Buffer): string {
  const raw = data.toString('latin1');
  const streams: string[] = [];
  for (const match of raw.matchAll(/\/FlateDecode\s*>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      streams.push(inflateSync(data.subarray(start, end)).toString('latin1'));
    } catch {
      // Not a content stream (an embedded image, a font): skipped.
    }
  }
  return streams.join('\n');
}

function upload(name: string, data: Buffer | string, token = t.admin) {
  const body = multipart({ name, data });
  return t.request({ method: 'POST', url: '/api/admin/offer-settings/logo', token, ...body });
}

describe(`offer settings and PDF (${testEngine})`, () => {
  it('saves company name and header through the settings (visible in /opportunities/settings)', async () => {
    const put = await t.request({
      method: 'PUT',
      url: '/api/admin/offer-settings',
      token: t.admin,
      payload: {
        opportunity_company_name: 'Officina Digitale S.r.l.',
        opportunity_header: 'Via Dante 5, 40121 Bologna\nP.IVA 01234567890',
      },
    });
    expect(put.statusCode).toBe(200);
    const settings = json(
      await t.request({ method: 'GET', url: '/api/opportunities/settings', token: t.admin }),
    );
    expect(settings.opportunity_company_name).toBe('Officina Digitale S.r.l.');
    expect(settings.opportunity_header).toContain('Via Dante 5');
  });

  it('checks the logo: real type sniffed, size limit, malicious SVG refused', async () => {
    const png = await upload('logo.png', PNG_1x1);
    expect(png.statusCode).toBe(200);
    expect(json(png).opportunity_logo).toMatch(/^data:image\/png;base64,/);

    const text = await upload('logo.png', 'questo non è un PNG');
    expect(text.statusCode).toBe(422);
    expect(json(text).errors.file[0]).toContain('Formato non supportato');

    const big = await upload('logo.png', Buffer.concat([PNG_1x1, Buffer.alloc(600 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(json(big).alert.message).toContain('512 KB');

    const bad = [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div/></foreignObject></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a xlink:href="javascript:alert(1)"><rect/></a></svg>',
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill:url(https://evil.example/f)"/></svg>',
    ];
    for (const svg of bad) {
      const res = await upload('logo.svg', svg);
      expect(res.statusCode, svg).toBe(422);
      expect(json(res).errors.file[0]).toContain('SVG rifiutato');
    }
    const good = await upload(
      'logo.svg',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="10" height="10"/></svg>',
    );
    expect(good.statusCode).toBe(200);
    expect(json(good).opportunity_logo).toMatch(/^data:image\/svg\+xml;base64,/);

    const tech = await t.createUser({
      email: 'tecnico.logo@test.it',
      password: 'password-123',
      group: 'technicians',
    });
    expect(tech).toBeGreaterThan(0);
    const techToken = await t.login('tecnico.logo@test.it', 'password-123');
    expect((await upload('logo.png', PNG_1x1, techToken)).statusCode).toBe(403);

    const del = await t.request({ method: 'DELETE', url: '/api/admin/offer-settings/logo', token: t.admin });
    expect(json(del).opportunity_logo).toBeNull();
    expect((await upload('logo.png', PNG_1x1)).statusCode).toBe(200);
  });

  it('renders the offer PDF with company, header, client, rows and Italian totals', async () => {
    const created = await createOpportunity(t, {
      title: 'Rifacimento sito istituzionale',
      valid_until: '2031-06-30',
      payment_terms: 'Bonifico 30 gg d.f.',
      notes: 'Prezzi IVA esclusa.',
      rows: [
        {
          type_id: rowType(t, 'product'),
          description: 'Progettazione grafica',
          quantity: 1,
          unit_price_cents: 100000,
          vat_rate: 22,
        },
        { type_id: rowType(t, 'description'), description: 'Compresi tre giri di revisione' },
        {
          type_id: rowType(t, 'free'),
          description: 'Libri di testo',
          quantity: 2,
          unit_price_cents: 728,
          vat_rate: 0,
        },
        {
          type_id: rowType(t, 'discount'),
          description: 'Sconto primo ordine',
          unit_price_cents: 0,
          vat_rate: 22,
        },
        {
          type_id: rowType(t, 'free'),
          state_id: rowState(t, 'rejected'),
          description: 'Riga rifiutata',
          unit_price_cents: 500,
        },
      ],
    });
    // 22%: 1.000,00 (IVA 220,00); 0%: 14,56 → totale 1.234,56
    expect(created.totals.totale_cents).toBe(123456);
    const res = await t.request({
      method: 'GET',
      url: `/api/opportunities/${created.opportunity.id}/pdf`,
      token: t.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const number = created.opportunity.number.replace('/', '-');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="offerta-${number}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Officina Digitale S.r.l.',
      'Via Dante 5, 40121 Bologna',
      'Bianchi Informatica S.r.l.',
      'P.IVA 01234567897'.slice(0, 10),
      'Codice SDI M5UXCR1',
      `Offerta n. ${created.opportunity.number}`,
      'Rifacimento sito istituzionale',
      'Progettazione grafica',
      'Compresi tre giri di revisione',
      'Libri di testo',
      'Sconto primo ordine',
      '€ 1.000,00',
      '€ 220,00',
      '€ 14,56',
      '€ 1.234,56',
      'fino al 30/06/2031',
      'Bonifico 30 gg d.f.',
      'Prezzi IVA esclusa.',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Riga rifiutata');
  });

  it('draws an SVG logo in the header, clipped to the same 160×60 box as a raster logo', async () => {
    const created = await createOpportunity(t, { title: 'Offerta con logo vettoriale' });
    const pdf = async () => {
      const res = await t.request({
        method: 'GET',
        url: `/api/opportunities/${created.opportunity.id}/pdf`,
        token: t.admin,
      });
      expect(res.statusCode).toBe(200);
      return res.rawPayload;
    };
    // Twice as wide as the box allows: it must be scaled down into it, not spill over the company name.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="120" viewBox="0 0 320 60">' +
      '<rect width="320" height="60" fill="#ff0000"/>' +
      '<path d="M10 50 L40 10 L70 50 Z" fill="#0000ff"/></svg>';
    await t.request({ method: 'DELETE', url: '/api/admin/offer-settings/logo', token: t.admin });
    const without = pdfContent(await pdf());
    expect((await upload('logo.svg', svg)).statusCode).toBe(200);
    const bytes = await pdf();
    const withLogo = pdfContent(bytes);

    // A valid PDF whose text is all there…
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(bytes)).toContain('Offerta con logo vettoriale');
    // …with the logo's red rectangle and blue triangle as vector paths, which were not there before.
    expect(without).not.toMatch(/^1 0 0 scn$/m);
    expect(without).not.toMatch(/^0 0 1 scn$/m);
    expect(withLogo).toMatch(/^1 0 0 scn$/m);
    expect(withLogo).toMatch(/^0 0 1 scn$/m);
    expect(withLogo).toContain('10 50 m\n40 10 l\n70 50 l\nh\nf');
    // Clipped to the logo box at the top-left margin, and scaled by 0.5 (320 units into 160 points).
    expect(withLogo).toContain('50 50 160 60 re\nW n');
    expect(withLogo).toMatch(/^0\.5 0 0 0\.5 0 0 cm$/m);

    // An SVG that slipped past the upload checks (written straight into the setting) is not drawn.
    const unsafe =
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="/etc/passwd"/><rect fill="#ff0000" width="9" height="9"/></svg>';
    await putSetting(
      t.app.db,
      'opportunity_logo',
      `data:image/svg+xml;base64,${Buffer.from(unsafe).toString('base64')}`,
      new Date().toISOString(),
    );
    expect(pdfContent(await pdf())).not.toMatch(/^1 0 0 scn$/m);
  });
});

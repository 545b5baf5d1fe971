import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CrmApp,
  createClient,
  createCrmApp,
  createPerson,
  json,
  multipart,
  vat,
} from './crm-fixtures.ts';

let t: CrmApp;
beforeAll(async () => {
  t = await createCrmApp();
});
afterAll(async () => t?.close());

async function upload(url: string, data: string) {
  const body = multipart({ name: 'file.csv', data });
  const res = await t.request({
    method: 'POST',
    url,
    token: t.admin,
    payload: body.payload,
    headers: body.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json(res);
}

/** Everything an import could touch, to prove a dry run left it as it was. */
async function snapshot() {
  const db = t.app.db;
  return {
    clients: await db.selectFrom('clients').selectAll().orderBy('id').execute(),
    persons: await db.selectFrom('persons').selectAll().orderBy('id').execute(),
    activity: await db.selectFrom('activity_log').selectAll().orderBy('id').execute(),
  };
}

const withoutFlag = ({ dry_run: _, ...report }: Record<string, unknown>) => report;

describe('import dry run', () => {
  it('clients: the full report (create, update, unchanged, refused) and nothing written', async () => {
    const kept = await createClient(t, { business_name: 'Invariato S.r.l.', vat_number: vat('0700000001') });
    await createClient(t, {
      business_name: 'Da aggiornare S.r.l.',
      vat_number: vat('0700000002'),
      notes: 'prima',
    });
    const csv = [
      'Ragione sociale;P.IVA;Note',
      `Nuovo Uno S.r.l.;${vat('0700000003')};`,
      `Da aggiornare S.r.l.;${vat('0700000002')};dopo`,
      `${kept.business_name};${kept.vat_number};`,
      'Sbagliato S.r.l.;12345678901;',
      `Nuovo Uno S.r.l.;${vat('0700000003')};ripetuto nel file`,
    ].join('\n');

    const before = await snapshot();
    const dry = await upload('/api/clients/import?dry_run=true', csv);
    expect(dry).toEqual({
      dry_run: true,
      created: 1,
      updated: 2,
      skipped: 2,
      errors: [{ row: 5, errors: { vat_number: [expect.stringMatching(/Partita IVA/)] } }],
      corrections: [],
    });
    expect(await snapshot()).toEqual(before);

    const real = await upload('/api/clients/import', csv);
    expect(real.dry_run).toBe(false);
    expect(withoutFlag(real)).toEqual(withoutFlag(dry));
    // After the real run nothing is new; only the client listed twice flips its notes again.
    expect(await upload('/api/clients/import?dry_run=1', csv)).toMatchObject({
      created: 0,
      updated: 2,
      skipped: 3,
    });
  });

  it('clients: a row matching one created 500 rows earlier (another batch) counts as an update', async () => {
    const lines = ['Ragione sociale;P.IVA;Note'];
    for (let i = 0; i < 520; i += 1) lines.push(`Lotto ${i} S.r.l.;${vat(`${8100000 + i}015`)};`);
    lines.push(`Lotto 0 S.r.l.;${vat('8100000015')};di nuovo`);
    const csv = lines.join('\n');
    const before = await snapshot();
    const dry = await upload('/api/clients/import?dry_run=true', csv);
    expect(dry).toMatchObject({ created: 520, updated: 1, skipped: 0, errors: [] });
    expect((await snapshot()).clients).toHaveLength(before.clients.length);
    expect(withoutFlag(await upload('/api/clients/import', csv))).toEqual(withoutFlag(dry));
  });

  it('persons: matched on e-mail, client by name, refused rows; nothing written, same report', async () => {
    const client = await createClient(t, { business_name: 'Persone Prova S.r.l.' });
    await createPerson(t, {
      first_name: 'Già',
      last_name: 'Presente',
      email: 'gia@prova.it',
      client_id: client.id,
    });
    const csv = [
      'Nome,Cognome,E-mail,Cliente,Ruolo',
      'Nuova,Persona,nuova@prova.it,Persone Prova S.r.l.,',
      'Già,Presente,gia@prova.it,Persone Prova S.r.l.,Titolare',
      'Senza,Cliente,senza@prova.it,Inesistente S.p.A.,',
      'Nuova,Persona,nuova@prova.it,Persone Prova S.r.l.,Seconda riga',
    ].join('\n');
    const before = await snapshot();
    const dry = await upload('/api/persons/import?dry_run=true', csv);
    expect(dry).toEqual({
      dry_run: true,
      created: 1,
      updated: 2,
      skipped: 1,
      errors: [{ row: 4, errors: { client_business_name: ['Cliente non trovato: «Inesistente S.p.A.»'] } }],
      corrections: [],
    });
    expect(await snapshot()).toEqual(before);
    expect(withoutFlag(await upload('/api/persons/import', csv))).toEqual(withoutFlag(dry));
  });

  it('refuses a dry_run that is not true or false', async () => {
    const body = multipart({ name: 'file.csv', data: 'Ragione sociale\nX' });
    const res = await t.request({
      method: 'POST',
      url: '/api/clients/import?dry_run=forse',
      token: t.admin,
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(422);
    expect((await snapshot()).clients.some((c) => c.business_name === 'X')).toBe(false);
  });
});

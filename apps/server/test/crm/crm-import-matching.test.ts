import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CrmApp,
  cf,
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

async function upload(kind: 'clients' | 'persons', data: string, dryRun = false) {
  const body = multipart({ name: `${kind}.csv`, data });
  const res = await t.request({
    method: 'POST',
    url: `/api/${kind}/import${dryRun ? '?dry_run=true' : ''}`,
    token: t.admin,
    payload: body.payload,
    headers: body.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json(res);
}

/** Stored rows whose name contains `word` (archived included). */
function clientsNamed(word: string) {
  return t.app.db
    .selectFrom('clients')
    .select(['id', 'business_name', 'vat_number', 'tax_code', 'email', 'archived_at'])
    .where('name_key', 'like', `%${word}%`)
    .orderBy('id')
    .execute();
}

/** Stored persons with this last name, any case. */
function personsNamed(lastName: string) {
  return t.app.db
    .selectFrom('persons')
    .select(['id', 'first_name', 'client_id', 'role'])
    .where('name_key', 'like', `${lastName.toLowerCase()} %`)
    .orderBy('id')
    .execute();
}

describe('clients import matching', () => {
  it('a re-run matches rows keyed by P.IVA, CF, e-mail or name alone: nothing created', async () => {
    const csv = [
      'Ragione sociale;P.IVA;Codice fiscale;E-mail;Note',
      `Chiave Iva S.r.l.;${vat('0900000001')};;;`,
      `Chiave Cf di Mario Rossi;;${cf('RSSMRA85T10A562')};;`,
      'Chiave Mail S.n.c.;;;Info@Chiave-Mail.it;',
      'Chiave Nome S.a.s.;;;;',
    ].join('\n');
    expect(await upload('clients', csv)).toMatchObject({ created: 4, updated: 0, skipped: 0, errors: [] });
    expect(await upload('clients', csv)).toMatchObject({ created: 0, updated: 0, skipped: 4, errors: [] });
    // Archived clients are matched too (as for the P.IVA), and e-mail and name ignore case and spaces.
    await t.app.db
      .updateTable('clients')
      .set({ archived_at: new Date().toISOString() })
      .where('business_name', '=', 'Chiave Cf di Mario Rossi')
      .execute();
    const respelled = csv
      .replace('Info@Chiave-Mail.it', ' INFO@chiave-mail.IT ')
      .replace('Chiave Nome S.a.s.;', 'CHIAVE  NOME S.A.S.;')
      .replace(/;$/gm, ';seconda');
    expect(await upload('clients', respelled)).toMatchObject({ created: 0, updated: 4, skipped: 0 });
    const stored = await clientsNamed('chiave');
    expect(stored).toHaveLength(4);
    expect(stored.find((c) => c.tax_code)?.archived_at).not.toBeNull();
  });

  it('the same key twice in one file makes one client (second row updates it)', async () => {
    const csv = [
      'Ragione sociale;Codice fiscale;E-mail;Note',
      `Doppio Cf;${cf('BNCLRA90A41F205')};;prima`,
      `Doppio Cf;${cf('BNCLRA90A41F205').toLowerCase()};;seconda`,
      'Doppia Mail S.r.l.;;doppia@mail.it;prima',
      'Doppia Mail S.r.l.;;DOPPIA@mail.it;seconda',
      'Doppio Nome S.r.l.;;;prima',
      'Doppio  Nome s.r.l.;;;seconda',
    ].join('\n');
    expect(await upload('clients', csv)).toMatchObject({ created: 3, updated: 3, errors: [] });
    expect(await clientsNamed('doppi')).toHaveLength(3);
    expect(await upload('clients', csv)).toMatchObject({ created: 0 });
  });

  it('falls back to the weaker keys when the stronger one is new, but never across two P.IVA', async () => {
    const byCf = await createClient(t, { business_name: 'Arricchito', tax_code: cf('VRDGPP80B12H501') });
    const byMail = await createClient(t, { business_name: 'Solo Posta S.r.l.', email: 'posta@solo.it' });
    const other = await createClient(t, {
      business_name: 'Altra Ditta S.r.l.',
      vat_number: vat('0900000002'),
      email: 'condivisa@studio.it',
    });
    const csv = [
      'Ragione sociale;P.IVA;Codice fiscale;E-mail',
      `Arricchito;${vat('0900000003')};${cf('VRDGPP80B12H501')};`,
      `Solo Posta S.r.l.;${vat('0900000004')};;posta@solo.it`,
      `Nuova Ditta S.r.l.;${vat('0900000005')};;condivisa@studio.it`,
    ].join('\n');
    expect(await upload('clients', csv)).toMatchObject({ created: 1, updated: 2, errors: [] });
    const [enriched] = await clientsNamed('arricchito');
    expect(enriched).toMatchObject({ id: byCf.id, vat_number: vat('0900000003') });
    const [posta] = await clientsNamed('solo posta');
    expect(posta).toMatchObject({ id: byMail.id, vat_number: vat('0900000004') });
    const [altra] = await clientsNamed('altra ditta');
    expect(altra).toMatchObject({ id: other.id, vat_number: vat('0900000002') });
    expect(await clientsNamed('nuova ditta')).toHaveLength(1);
    expect(await upload('clients', csv)).toMatchObject({ created: 0, updated: 0, skipped: 3 });
  });

  it("a dry run answers the real report when rows of the file change each other's keys", async () => {
    const code = cf('NRELSE70C50L219');
    const csv = [
      'Ragione sociale;Codice fiscale;E-mail',
      `Cambia Recapito;${code};prima@cambia.it`,
      `Cambia Recapito;${code};dopo@cambia.it`,
      'Prende Recapito S.r.l.;;prima@cambia.it',
      `Cambia Recapito;${code};dopo@cambia.it`,
    ].join('\n');
    const dry = await upload('clients', csv, true);
    expect(dry).toMatchObject({ created: 2, updated: 1, skipped: 1 });
    expect(await upload('clients', csv)).toEqual({ ...dry, dry_run: false });
    expect(await clientsNamed('recapito')).toHaveLength(2);
    const again = await upload('clients', csv, true);
    expect(again).toMatchObject({ created: 0, updated: 2, skipped: 2 });
    expect(await upload('clients', csv)).toEqual({ ...again, dry_run: false });
    expect(await clientsNamed('recapito')).toHaveLength(2);
  });

  it('a name-only row does not take over a client that has a P.IVA, CF or e-mail', async () => {
    await createClient(t, { business_name: 'Omonimo S.r.l.', vat_number: vat('0900000006') });
    const csv = 'Ragione sociale;P.IVA\nOmonimo S.r.l.;\n';
    expect(await upload('clients', csv)).toMatchObject({ created: 1, updated: 0 });
    expect(await upload('clients', csv)).toMatchObject({ created: 0, updated: 0, skipped: 1 });
    const stored = await clientsNamed('omonimo');
    expect(stored.map((c) => c.vat_number)).toEqual([vat('0900000006'), null]);
  });
});

describe('persons import matching', () => {
  it('persons without e-mail match on name and client: a re-run creates nothing', async () => {
    const alfa = await createClient(t, { business_name: 'Persone Alfa S.r.l.' });
    await createClient(t, { business_name: 'Persone Beta S.r.l.' });
    const csv = [
      'Nome,Cognome,E-mail,Cliente,Ruolo',
      'Marco,Senzamail,,Persone Alfa S.r.l.,Titolare',
      'Marco,Senzamail,,Persone Beta S.r.l.,Socio',
      'Lucia,Senzamail,,,Libera professionista',
      'Lucia,Senzamail,,,Libera professionista',
      'Rita,Conmail,rita@alfa.it,Persone Alfa S.r.l.,',
    ].join('\n');
    expect(await upload('persons', csv)).toMatchObject({ created: 4, updated: 0, skipped: 1, errors: [] });
    const marco = await personsNamed('Senzamail');
    expect(marco.filter((p) => p.first_name === 'Marco')).toHaveLength(2);
    expect(marco.filter((p) => p.first_name === 'Lucia')).toHaveLength(1);
    expect(await upload('persons', csv)).toMatchObject({ created: 0, updated: 0, skipped: 5 });
    const respelled = csv
      .replace('Marco,Senzamail,,Persone Alfa', 'MARCO,senzamail,,Persone Alfa')
      .replace('Titolare', 'CEO');
    expect(await upload('persons', respelled)).toMatchObject({ created: 0, updated: 1, skipped: 4 });
    const ceo = (await personsNamed('senzamail')).find((p) => p.role === 'CEO');
    expect(ceo).toMatchObject({ first_name: 'MARCO', client_id: alfa.id });
    expect(await personsNamed('senzamail')).toHaveLength(3);
  });

  it('without a client column, an e-mail-less row matches the same name whatever its client', async () => {
    const gamma = await createClient(t, { business_name: 'Persone Gamma S.r.l.' });
    const kept = await createPerson(t, { first_name: 'Ugo', last_name: 'Senzacliente', client_id: gamma.id });
    const csv = 'Nome,Cognome,Ruolo\nUgo,Senzacliente,Magazziniere\n';
    expect(await upload('persons', csv)).toMatchObject({ created: 0, updated: 1 });
    expect(await upload('persons', csv)).toMatchObject({ created: 0, updated: 0, skipped: 1 });
    expect(await personsNamed('Senzacliente')).toEqual([
      { id: kept.id, first_name: 'Ugo', client_id: gamma.id, role: 'Magazziniere' },
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test-db.ts';
import { createLink, createLinksApp, json, type LinksApp } from './external-links-fixtures.ts';

let t: LinksApp;
beforeAll(async () => {
  t = await createLinksApp();
});
afterAll(async () => t?.close());

type Rec = Record<string, unknown>;
const post = (payload: Rec) =>
  t.request({ method: 'POST', url: '/api/external-links', token: t.admin, payload });
const list = async (query: string) =>
  json(await t.request({ method: 'GET', url: `/api/external-links?${query}`, token: t.admin }));
const titles = (page: Record<string, unknown>) => (page.data as Rec[]).map((row) => row.title);

describe(`external links (${testEngine})`, () => {
  it('creates, reads, updates with the version, deletes; 409 on a stale version', async () => {
    const link = await createLink(t, {
      title: '  Pannello   hosting ',
      url: ' https://pannello.esempio.it/login ',
      description: 'Accesso con le credenziali del portachiavi',
      category_id: t.categories.admin_panel,
      client_id: t.clientId,
    });
    expect(link).toMatchObject({
      title: 'Pannello hosting',
      url: 'https://pannello.esempio.it/login',
      category_name: 'Pannello di amministrazione',
      client_name: 'Società Città Alta S.r.l.',
      project_id: null,
      created_by_name: expect.any(String),
    });

    const got = json(
      await t.request({ method: 'GET', url: `/api/external-links/${link.id}`, token: t.admin }),
    );
    expect(got.external_link).toEqual(link);

    const put = (payload: Rec) =>
      t.request({ method: 'PUT', url: `/api/external-links/${link.id}`, token: t.admin, payload });
    const saved = await put({
      title: 'Pannello hosting',
      url: 'http://pannello.esempio.it',
      updated_at: link.updated_at,
    });
    expect(saved.statusCode).toBe(200);
    const updated = json(saved).external_link;
    expect(updated).toMatchObject({
      url: 'http://pannello.esempio.it',
      description: null,
      category_id: null,
    });
    expect(updated.updated_at > link.updated_at).toBe(true);

    const stale = await put({ title: 'Vecchio', url: 'https://x.it', updated_at: link.updated_at });
    expect(stale.statusCode).toBe(409);
    const still = json(
      await t.request({ method: 'GET', url: `/api/external-links/${link.id}`, token: t.admin }),
    );
    expect(still.external_link.title).toBe('Pannello hosting');

    const del = await t.request({ method: 'DELETE', url: `/api/external-links/${link.id}`, token: t.admin });
    expect(json(del)).toEqual({ result: 'deleted', message: 'Link eliminato.' });
    const gone = await t.request({ method: 'GET', url: `/api/external-links/${link.id}`, token: t.admin });
    expect(gone.statusCode).toBe(404);
    const again = await t.request({
      method: 'DELETE',
      url: `/api/external-links/${link.id}`,
      token: t.admin,
    });
    expect(again.statusCode).toBe(404);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(document.cookie)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'file:///etc/passwd',
    'ftp://ftp.esempio.it/file',
    'vbscript:msgbox(1)',
    '/percorso/relativo',
    '//esempio.it',
    'www.esempio.it',
    'https://esem pio.it',
    'java\nscript:alert(1)',
    `https://esempio.it/${'a'.repeat(2048)}`,
    '',
  ])('refuses the address %j with 422 on url, in Italian, and stores nothing', async (url) => {
    const before = (await list('per_page=1')).meta.total;
    const res = await post({ title: 'Pericoloso', url });
    expect(res.statusCode).toBe(422);
    const errors = json(res).errors as Record<string, string[]>;
    expect(Object.keys(errors)).toEqual(['url']);
    expect(errors.url?.[0]).toMatch(/indirizz/i);
    expect((await list('per_page=1')).meta.total).toBe(before);
  });

  it('refuses a bad address on update too, keeping the stored one', async () => {
    const link = await createLink(t, { title: 'Sicuro', url: 'https://sicuro.esempio.it' });
    const res = await t.request({
      method: 'PUT',
      url: `/api/external-links/${link.id}`,
      token: t.admin,
      payload: { title: 'Sicuro', url: 'JAVASCRIPT:alert(1)', updated_at: link.updated_at },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors)).toEqual(['url']);
    const got = json(
      await t.request({ method: 'GET', url: `/api/external-links/${link.id}`, token: t.admin }),
    );
    expect(got.external_link.url).toBe('https://sicuro.esempio.it');
  });

  it('answers 422 on the field of an unknown client, project or category (not a 500)', async () => {
    const res = await post({
      title: 'Riferimenti',
      url: 'https://esempio.it',
      client_id: 999_999,
      project_id: 999_998,
      category_id: 999_997,
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({
      client_id: ['Cliente non valido'],
      project_id: ['Progetto non valido'],
      category_id: ['Categoria non valida'],
    });
    const states = json(
      await t.request({ method: 'GET', url: '/api/lookups/client_states', token: t.admin }),
    );
    const wrongKind = await post({ title: 'X', url: 'https://esempio.it', category_id: states.data[0].id });
    expect(wrongKind.statusCode).toBe(422);
    expect(json(wrongKind).errors).toEqual({ category_id: ['Categoria non valida'] });
  });

  it('a link on a project gets the project’s client when none is given', async () => {
    const link = await createLink(t, {
      title: 'Repository',
      url: 'https://git.esempio.it',
      project_id: t.projectId,
    });
    expect(link).toMatchObject({
      client_id: t.clientId,
      project_id: t.projectId,
      project_code: 'CITTA-1',
      project_name: 'Portale clienti',
    });
  });

  it('filters by category, client and project; searches title, address and description without accents', async () => {
    const tag = `f${Date.now()}`;
    await createLink(t, {
      title: `${tag} Fatturazione elettronica`,
      url: 'https://fatture.esempio.it',
      client_id: t.otherClientId,
      category_id: t.categories.tools,
    });
    await createLink(t, {
      title: `${tag} Documentazione API`,
      url: 'https://api.esempio.it/docs',
      description: 'Specifiche dell’integrazione più recente',
      category_id: t.categories.technical_docs,
      project_id: t.projectId,
    });
    await createLink(t, {
      title: `${tag} Àrea riservata`,
      url: 'https://area.città.it',
      client_id: t.clientId,
      category_id: t.categories.customer_portal,
    });

    expect(titles(await list(`q=${tag}&category_id=${t.categories.tools}`))).toEqual([
      `${tag} Fatturazione elettronica`,
    ]);
    expect(titles(await list(`q=${tag}&client_id=${t.clientId}`))).toEqual([
      `${tag} Àrea riservata`,
      `${tag} Documentazione API`,
    ]);
    expect(titles(await list(`q=${tag}&project_id=${t.projectId}`))).toEqual([`${tag} Documentazione API`]);
    expect(titles(await list(`q=${tag}&client_id=${t.clientId}&category_id=${t.categories.tools}`))).toEqual(
      [],
    );

    expect(titles(await list(`q=${tag} AREA`))).toEqual([`${tag} Àrea riservata`]);
    expect(titles(await list(`q=${tag} citta.it`))).toEqual([`${tag} Àrea riservata`]);
    expect(titles(await list(`q=${tag} piu recente`))).toEqual([`${tag} Documentazione API`]);
    expect(titles(await list(`q=${tag} fatture.esempio`))).toEqual([`${tag} Fatturazione elettronica`]);
    expect(titles(await list(`q=${tag} 100%25`))).toEqual([]);

    const desc = await list(`q=${tag}&sort=-title`);
    expect(titles(desc)).toEqual([
      `${tag} Fatturazione elettronica`,
      `${tag} Documentazione API`,
      `${tag} Àrea riservata`,
    ]);
    expect(desc.meta.total).toBe(3);
    const byClient = await list(`q=${tag}&sort=client_id`);
    expect(byClient.data.map((row: Rec) => row.client_name)).toEqual([
      'Società Città Alta S.r.l.',
      'Società Città Alta S.r.l.',
      'Verdi Impianti S.n.c.',
    ]);
    const bad = await t.request({ method: 'GET', url: '/api/external-links?sort=password', token: t.admin });
    expect(bad.statusCode).toBe(422);
  });

  it('writes every change to the history, with names for the references', async () => {
    const link = await createLink(t, {
      title: 'Storico',
      url: 'https://storico.esempio.it',
      client_id: t.clientId,
    });
    await t.request({
      method: 'PUT',
      url: `/api/external-links/${link.id}`,
      token: t.admin,
      payload: {
        title: 'Storico',
        url: 'https://nuovo.esempio.it',
        client_id: t.otherClientId,
        category_id: t.categories.supplier,
        updated_at: link.updated_at,
      },
    });
    const res = await t.request({
      method: 'GET',
      url: `/api/external-links/${link.id}/activity`,
      token: t.admin,
    });
    const entries = json(res).data as { action: string; changes: Rec[] }[];
    expect(entries.map((e) => e.action)).toEqual(['updated', 'created']);
    expect(entries[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'url', old: 'https://storico.esempio.it', new: 'https://nuovo.esempio.it' },
        {
          field: 'client_id',
          old: t.clientId,
          new: t.otherClientId,
          old_label: 'Società Città Alta S.r.l.',
          new_label: 'Verdi Impianti S.n.c.',
        },
        {
          field: 'category_id',
          old: null,
          new: t.categories.supplier,
          old_label: null,
          new_label: 'Fornitore',
        },
      ]),
    );
    expect(entries[0]?.changes.map((c) => c.field)).not.toContain('title');
    expect(entries[1]?.changes).toEqual(
      expect.arrayContaining([{ field: 'title', old: null, new: 'Storico' }]),
    );

    await t.request({ method: 'DELETE', url: `/api/external-links/${link.id}`, token: t.admin });
    const rows = await t.app.db
      .selectFrom('activity_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'external_link')
      .where('entity_id', '=', link.id)
      .orderBy('id', 'desc')
      .execute();
    expect(rows[0]?.action).toBe('deleted');
    expect(JSON.parse(rows[0]?.changes ?? '{}')).toMatchObject({
      title: ['Storico', null],
      url: ['https://nuovo.esempio.it', null],
    });
  });

  it('a client with a link is archived, not deleted: the link keeps its client', async () => {
    const client = json(
      await t.request({
        method: 'POST',
        url: '/api/clients',
        token: t.admin,
        payload: { business_name: 'Effimera S.r.l.' },
      }),
    ).client;
    const link = await createLink(t, {
      title: 'Sopravvive',
      url: 'https://resta.esempio.it',
      client_id: client.id,
    });
    const del = await t.request({ method: 'DELETE', url: `/api/clients/${client.id}`, token: t.admin });
    expect(json(del)).toEqual({
      result: 'archived',
      message: 'Il cliente ha link: è stato archiviato invece che eliminato.',
    });
    const got = json(
      await t.request({ method: 'GET', url: `/api/external-links/${link.id}`, token: t.admin }),
    );
    expect(got.external_link).toMatchObject({
      title: 'Sopravvive',
      client_id: client.id,
      client_name: 'Effimera S.r.l.',
    });
  });
});

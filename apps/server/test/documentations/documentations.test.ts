import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test-db.ts';
import { createDoc, createDocApp, type DocApp, json, updateDoc } from './documentation-fixtures.ts';

let t: DocApp;
beforeAll(async () => {
  t = await createDocApp();
});
afterAll(async () => t?.close());

const list = async (query: string) => {
  const res = await t.request({ method: 'GET', url: `/api/documentations?${query}`, token: t.admin });
  expect(res.statusCode).toBe(200);
  return json(res);
};
const titles = async (query: string) => (await list(query)).data.map((d: { title: string }) => d.title);

describe(`documentations (${testEngine})`, () => {
  it('CRUD: create at version 1, read with names and HTML, update, 409 on stale, archive, restore, delete', async () => {
    const doc = await createDoc(t, {
      title: '  Procedura   di backup ',
      body: '# Backup\n\nOgni **notte** alle 2.',
      tags: ['Server', 'backup', 'server'],
      client_id: t.clientId,
      project_id: t.projectId,
    });
    expect(doc.title).toBe('Procedura di backup');
    expect(doc.tags).toEqual(['server', 'backup']);
    expect(doc.version).toBe(1);
    expect(doc.client_name).toBe('Bianchi Informatica S.r.l.');
    expect(doc.project_name).toContain('Rete ufficio');
    expect(doc.created_by).toBe(t.adminId);
    expect(doc.body_html).toContain('<h1>Backup</h1>');
    expect(doc.body_html).toContain('<strong>notte</strong>');

    const got = json(
      await t.request({ method: 'GET', url: `/api/documentations/${doc.id}`, token: t.admin }),
    );
    expect(got.documentation.body).toBe(doc.body);

    const saved = await updateDoc(t, doc, { body: '# Backup\n\nOgni notte alle 3, su nastro.' });
    expect(await titles('q=nastro')).toEqual(['Procedura di backup']);
    expect(saved.version).toBe(2);
    expect(saved.updated_by).toBe(t.adminId);
    expect(saved.updated_at > doc.updated_at).toBe(true);

    const stale = await t.request({
      method: 'PUT',
      url: `/api/documentations/${doc.id}`,
      token: t.admin,
      payload: { title: 'Altro', body: '', updated_at: doc.updated_at },
    });
    expect(stale.statusCode).toBe(409);
    const after = json(
      await t.request({ method: 'GET', url: `/api/documentations/${doc.id}`, token: t.admin }),
    );
    expect(after.documentation.title).toBe('Procedura di backup');

    const archived = await t.request({
      method: 'DELETE',
      url: `/api/documentations/${doc.id}`,
      token: t.admin,
    });
    expect(json(archived).result).toBe('archived');
    expect(await titles('q=backup')).not.toContain('Procedura di backup');
    expect(await titles('q=backup&archived=true')).toContain('Procedura di backup');
    const restored = await t.request({
      method: 'POST',
      url: `/api/documentations/${doc.id}/restore`,
      token: t.admin,
    });
    expect(json(restored).documentation.archived_at).toBeNull();
    await t.request({ method: 'DELETE', url: `/api/documentations/${doc.id}`, token: t.admin });
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/documentations/${doc.id}`,
      token: t.admin,
    });
    expect(json(deleted).result).toBe('deleted');
    const gone = await t.request({ method: 'GET', url: `/api/documentations/${doc.id}`, token: t.admin });
    expect(gone.statusCode).toBe(404);
    const versions = await t.request({
      method: 'GET',
      url: `/api/documentations/${doc.id}/versions`,
      token: t.admin,
    });
    expect(versions.statusCode).toBe(404);
  });

  it('refuses unknown client/project, a project of another client, an empty title (422 on the field)', async () => {
    const post = (payload: Record<string, unknown>) =>
      t.request({ method: 'POST', url: '/api/documentations', token: t.admin, payload });
    const unknown = await post({ title: 'X', client_id: 999999, project_id: 999998 });
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown).errors.client_id).toEqual(['Cliente non valido']);
    expect(json(unknown).errors.project_id).toEqual(['Progetto non valido']);
    const mismatch = await post({ title: 'X', client_id: t.otherClientId, project_id: t.projectId });
    expect(mismatch.statusCode).toBe(422);
    expect(json(mismatch).errors.project_id).toEqual(['Il progetto è di un altro cliente']);
    const empty = await post({ title: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(json(empty).errors.title).toEqual(['Inserisci il titolo']);
  });

  it('searches title, body and tags accent-insensitively by word beginnings; filters by tag, client, project; sorts', async () => {
    await createDoc(t, {
      title: 'Configurazione VPN',
      body: 'Il firewall della sede di Città di Castello',
      tags: ['rete'],
    });
    await createDoc(t, {
      title: 'Stampanti',
      body: 'Driver e code di stampa',
      tags: ['hardware', 'rete'],
      client_id: t.otherClientId,
    });
    await createDoc(t, {
      title: 'Accesso NAS',
      body: 'Credenziali nel portachiavi',
      client_id: t.clientId,
      project_id: t.projectId,
    });
    expect(await titles('q=citta castello')).toEqual(['Configurazione VPN']);
    expect(await titles('q=CODE DI STAMPA')).toEqual(['Stampanti']);
    expect(await titles('q=hardware')).toEqual(['Stampanti']);
    const row = (await list('q=hardware')).data[0];
    expect(row.body).toBeUndefined();
    expect(row.excerpt).toBe('Driver e code di stampa');
    expect(row.tags).toEqual(['hardware', 'rete']);
    expect(await titles('q=100%25')).toEqual([]);
    // a word typed finds the words it begins (not the middle of a word), in title, tags and body
    expect(await titles('q=stamp')).toEqual(['Stampanti']);
    expect(await titles('q=ampanti')).toEqual([]);
    expect(await titles('q=fire sede')).toEqual(['Configurazione VPN']);
    expect(await titles('q=vpn firewall')).toEqual(['Configurazione VPN']);
    expect(await titles('q=vpn stampa')).toEqual([]);
    expect((await titles('tag=rete&sort=title')).filter((x: string) => x !== 'Procedura di backup')).toEqual([
      'Configurazione VPN',
      'Stampanti',
    ]);
    expect(await titles('tag=Hardware')).toEqual(['Stampanti']);
    expect(await titles(`client_id=${t.otherClientId}`)).toEqual(['Stampanti']);
    expect(await titles(`project_id=${t.projectId}`)).toEqual(['Accesso NAS']);
    const sorted = await titles('sort=title');
    expect(sorted).toEqual([...sorted].sort((a: string, b: string) => a.localeCompare(b)));
    const tags = json(await t.request({ method: 'GET', url: '/api/documentations/tags', token: t.admin }));
    expect(tags.data).toEqual([
      { tag: 'hardware', count: 1 },
      { tag: 'rete', count: 2 },
    ]);
  });

  it('renders scripts, event handlers and javascript: links inert; external links get noopener', async () => {
    const body = [
      '<script>alert(1)</script>',
      '',
      '<img src=x onerror=alert(1)>',
      '',
      '[uno](javascript:alert(1)) [due](JaVaScRiPt:alert(1)) [tre](data:text/html;base64,PHNjcmlwdD4=)',
      '',
      '[sito](https://example.com/a) e https://officina.example.org e [interno](/clients)',
    ].join('\n');
    const doc = await createDoc(t, { title: 'Pagina ostile', body });
    const html: string = doc.body_html;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/<[^>]*\son\w+=/i);
    expect(html).not.toMatch(/href="\s*(javascript|data):/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">sito</a>',
    );
    expect(html).toContain('href="https://officina.example.org" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('<a href="/clients">interno</a>');
    const preview = await t.request({
      method: 'POST',
      url: '/api/documentations/preview',
      token: t.admin,
      payload: { body },
    });
    expect(preview.statusCode).toBe(200);
    expect(json(preview).html).toBe(html);
    const tooLong = await t.request({
      method: 'POST',
      url: '/api/documentations/preview',
      token: t.admin,
      payload: { body: 'x'.repeat(200_001) },
    });
    expect(tooLong.statusCode).toBe(422);
  });
});

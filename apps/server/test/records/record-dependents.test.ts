import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttachmentApp, createAttachmentApp } from '../attachments/attachment-fixtures.ts';
import { pdf } from '../attachments/sample-files.ts';
import { createClient, json } from '../crm/crm-fixtures.ts';
import { testEngine } from '../test-db.ts';

/**
 * What other modules hang on a record — files, documentation pages, links — keeps it as its own links
 * do: deleting it archives it instead, and says why (records/dependents.ts, composed in
 * record-dependents.ts). Without them the record is deleted as before.
 */
let t: AttachmentApp;
beforeAll(async () => {
  t = await createAttachmentApp('local');
});
afterAll(async () => t?.stop());

async function post(url: string, payload: Record<string, unknown>) {
  const res = await t.request({ method: 'POST', url, token: t.admin, payload });
  expect(res.statusCode, res.body).toBe(200);
  return json(res);
}
const remove = async (url: string) => json(await t.request({ method: 'DELETE', url, token: t.admin }));
const status = async (url: string) => (await t.request({ method: 'GET', url, token: t.admin })).statusCode;

async function attach(recordType: string, recordId: number) {
  const res = await t.upload(
    { name: 'verbale.pdf', data: pdf('dipendenti') },
    {
      record_type: recordType,
      record_id: String(recordId),
    },
  );
  expect(res.statusCode, res.body).toBe(201);
  return json(res).attachment as { id: number };
}

describe(`records other modules hang on (${testEngine})`, () => {
  it('a client with nothing on it is deleted; with a file, a link or a page it is archived and says why', async () => {
    const lone = await createClient(t, { business_name: 'Nessun Legame S.r.l.' });
    expect(await remove(`/api/clients/${lone.id}`)).toEqual({
      result: 'deleted',
      message: 'Cliente eliminato.',
    });

    const withFile = await createClient(t, { business_name: 'Con Allegato S.r.l.' });
    await attach('client', withFile.id);
    expect(await remove(`/api/clients/${withFile.id}`)).toEqual({
      result: 'archived',
      message: 'Il cliente ha allegati: è stato archiviato invece che eliminato.',
    });
    expect(await status(`/api/clients/${withFile.id}`)).toBe(200);

    const withBoth = await createClient(t, { business_name: 'Con Link S.r.l.' });
    await post('/api/external-links', {
      title: 'Portale',
      url: 'https://portale.example',
      client_id: withBoth.id,
    });
    await post('/api/documentations', { title: 'Procedure', body: 'Testo', client_id: withBoth.id });
    expect((await remove(`/api/clients/${withBoth.id}`)).message).toBe(
      'Il cliente ha pagine di documentazione e link: è stato archiviato invece che eliminato.',
    );
  });

  it('a project, a to-do and a person with a file are archived, not deleted', async () => {
    const { project } = await post('/api/projects', { code: 'DIP-1', name: 'Dipendenze' });
    await attach('project', project.id);
    expect(await remove(`/api/projects/${project.id}`)).toMatchObject({ result: 'archived' });

    const { todo } = await post('/api/todos', { title: 'Con allegato' });
    await attach('todo', todo.id);
    expect(await remove(`/api/todos/${todo.id}`)).toEqual({
      result: 'archived',
      message: 'Il to-do ha allegati: è stato archiviato invece che eliminato.',
    });
    expect(await status(`/api/todos/${todo.id}`)).toBe(200);
  });

  it('an archived documentation page with files stays archived until its files are gone', async () => {
    const { documentation } = await post('/api/documentations', { title: 'Manuale', body: 'Passi' });
    const file = await attach('documentation', documentation.id);
    expect(await remove(`/api/documentations/${documentation.id}`)).toMatchObject({ result: 'archived' });
    expect(await remove(`/api/documentations/${documentation.id}`)).toEqual({
      result: 'archived',
      message: 'La pagina ha allegati: resta archiviata. Elimina prima gli allegati.',
    });
    expect(await status(`/api/documentations/${documentation.id}`)).toBe(200);
    await remove(`/api/attachments/${file.id}`);
    expect(await remove(`/api/documentations/${documentation.id}`)).toMatchObject({ result: 'deleted' });
    expect(await status(`/api/documentations/${documentation.id}`)).toBe(404);
  });
});

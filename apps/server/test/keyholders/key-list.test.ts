import { addDays, romeDateOf } from '@officina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test-db.ts';
import { checkin, checkout, createKey, createKeysApp, get, type KeysApp } from './key-fixtures.ts';

let t: KeysApp;
const ids: Record<string, number> = {};
const today = romeDateOf(Date.now());

beforeAll(async () => {
  t = await createKeysApp();
  const add = async (code: string, body: Record<string, unknown>) => {
    ids[code] = (await createKey(t, { code, copies: 2, ...body })).id;
  };
  await add('A-1', { label: 'Ingresso Città Alta', client_id: t.clientId, site: 'Via Roma 1, Milano' });
  await add('A-2', { label: 'Badge magazzino', kind: 'badge', project_id: t.projectId });
  await add('B-1', { label: 'Cancello Verdi', kind: 'telecomando', client_id: t.otherClientId });
  await add('B-2', { label: 'Centrale allarme', client_id: t.otherClientId, site: 'Località Pràto' });
  // A-1 out to the colleague, due next week; B-1 out to the person, overdue; B-2 out and back.
  await checkout(t, ids['A-1'] as number, {
    copy_no: 1,
    holder_user_id: t.onProject.id,
    due_on: addDays(today, 7),
  });
  await checkout(t, ids['B-1'] as number, {
    copy_no: 2,
    holder_person_id: t.personId,
    out_on: addDays(today, -20),
    due_on: addDays(today, -5),
  });
  await checkout(t, ids['B-1'] as number, {
    copy_no: 1,
    holder_user_id: t.onProject.id,
    out_on: addDays(today, -30),
    due_on: addDays(today, -2),
  });
  await checkout(t, ids['B-2'] as number, {
    copy_no: 1,
    holder_user_id: t.offProject.id,
    out_on: addDays(today, -3),
  });
  await checkin(t, ids['B-2'] as number, { copy_no: 1 });
});
afterAll(async () => t?.close());

const codes = async (query: string) =>
  (await get(t, `/api/keyholders/keys?${query}`)).data.map((k: { code: string }) => k.code);

describe(`physical keys: list, filters, loans (${testEngine})`, () => {
  it('lists by label, with state and copies out', async () => {
    const page = await get(t, '/api/keyholders/keys');
    expect(page.meta.total).toBe(4);
    expect(
      page.data.map((k: { code: string; state: string; copies_out: number }) => [
        k.code,
        k.state,
        k.copies_out,
      ]),
    ).toEqual([
      ['A-2', 'disponibile', 0],
      ['B-1', 'in_ritardo', 2],
      ['B-2', 'disponibile', 0],
      ['A-1', 'in_uso', 1],
    ]);
    expect(await codes('sort=-code')).toEqual(['B-2', 'B-1', 'A-2', 'A-1']);
    expect(await codes('sort=client_id&per_page=2&page=2')).toEqual(['B-1', 'B-2']);
  });

  it('searches label, code and site, without accents or case', async () => {
    expect(await codes('q=citta')).toEqual(['A-1']);
    expect(await codes('q=prato')).toEqual(['B-2']);
    expect(await codes('q=b-1')).toEqual(['B-1']);
    expect(await codes('q=via%20roma')).toEqual(['A-1']);
    expect(await codes('q=nessuna')).toEqual([]);
  });

  it('filters by kind, client and project', async () => {
    expect(await codes('kind=badge')).toEqual(['A-2']);
    expect(await codes(`client_id=${t.otherClientId}`)).toEqual(['B-1', 'B-2']);
    expect(await codes(`client_id=${t.clientId}`)).toEqual(['A-2', 'A-1']);
    expect(await codes(`project_id=${t.projectId}`)).toEqual(['A-2']);
  });

  it('filters by state (available, in use, late) and by the colleague holding a copy now', async () => {
    expect(await codes('state=disponibile')).toEqual(['A-2', 'B-2']);
    expect(await codes('state=in_uso')).toEqual(['B-1', 'A-1']);
    expect(await codes('state=in_ritardo')).toEqual(['B-1']);
    expect(await codes(`holder_user_id=${t.onProject.id}`)).toEqual(['B-1', 'A-1']);
    expect(await codes(`holder_user_id=${t.offProject.id}`)).toEqual([]);
    expect(await codes(`state=in_ritardo&client_id=${t.clientId}`)).toEqual([]);
  });

  it('loans: open ones by key, overdue ones oldest due first, a key’s history newest first', async () => {
    const open = await get(t, '/api/keyholders/loans');
    expect(open.meta.total).toBe(3);
    expect(open.data.map((l: { key_code: string; copy_no: number }) => `${l.key_code}#${l.copy_no}`)).toEqual(
      ['B-1#2', 'B-1#1', 'A-1#1'],
    );
    expect(open.data[2]).toMatchObject({
      key_label: 'Ingresso Città Alta',
      client_id: t.clientId,
      client_name: 'Società Città Alta S.r.l.',
      holder_name: 'Luca Tecnico',
      overdue: false,
    });
    const late = await get(t, '/api/keyholders/loans?state=in_ritardo');
    expect(late.data.map((l: { due_on: string; overdue: boolean }) => [l.due_on, l.overdue])).toEqual([
      [addDays(today, -5), true],
      [addDays(today, -2), true],
    ]);
    const history = await get(t, `/api/keyholders/loans?state=tutte&key_id=${ids['B-2']}`);
    expect(history.data).toHaveLength(1);
    expect(history.data[0]).toMatchObject({ returned_on: today, holder_name: 'Paolo Tecnico' });
    const all = await get(t, '/api/keyholders/loans?state=tutte&per_page=2');
    expect(all.meta.total).toBe(4);
    expect(all.data.map((l: { out_on: string }) => l.out_on)).toEqual([today, addDays(today, -3)]);
    const byClient = await get(t, `/api/keyholders/loans?client_id=${t.clientId}`);
    expect(byClient.data.map((l: { key_code: string }) => l.key_code)).toEqual(['A-1']);
    const byHolder = await get(t, `/api/keyholders/loans?state=tutte&holder_user_id=${t.offProject.id}`);
    expect(byHolder.data.map((l: { key_code: string }) => l.key_code)).toEqual(['B-2']);
  });
});

import { addDays, romeDateOf } from '@officina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test-db.ts';
import { checkin, checkout, createKey, createKeysApp, get, json, type KeysApp } from './key-fixtures.ts';

let t: KeysApp;
const today = () => romeDateOf(Date.now());

beforeAll(async () => {
  t = await createKeysApp();
});
afterAll(async () => t?.close());

const newKey = (code: string, copies = 3) =>
  createKey(t, { label: `Chiave ${code}`, code, client_id: t.clientId, copies });

describe(`physical keys: check-out and check-in (${testEngine})`, () => {
  it('checks a copy out to a colleague: the key is in use, with who holds it, since today', async () => {
    const key = await newKey('OUT-1');
    const due = addDays(today(), 7);
    const res = await checkout(t, key.id, {
      copy_no: 2,
      holder_user_id: t.onProject.id,
      due_on: due,
      note: 'Per il sopralluogo',
    });
    expect(res.statusCode).toBe(200);
    const view = json(res).key;
    expect(view).toMatchObject({ state: 'in_uso', copies_out: 1 });
    expect(view.loans).toHaveLength(1);
    expect(view.loans[0]).toMatchObject({
      key_id: key.id,
      copy_no: 2,
      holder_user_id: t.onProject.id,
      holder_person_id: null,
      holder_name: 'Luca Tecnico',
      out_on: today(),
      due_on: due,
      returned_on: null,
      out_note: 'Per il sopralluogo',
      overdue: false,
    });
    expect(view.loans[0].out_by_name).toBeTruthy();
  });

  it('no double check-out of one copy: the second is 409 and names who holds it', async () => {
    const key = await newKey('OUT-2');
    expect((await checkout(t, key.id, { copy_no: 1, holder_user_id: t.onProject.id })).statusCode).toBe(200);
    const again = await checkout(t, key.id, { copy_no: 1, holder_person_id: t.personId });
    expect(again.statusCode).toBe(409);
    expect(json(again).alert.message).toBe('La copia 1 è già in consegna a Luca Tecnico.');
    const other = await checkout(t, key.id, { copy_no: 2, holder_person_id: t.personId });
    expect(other.statusCode).toBe(200);
    expect(json(other).key.loans.map((l: { holder_name: string }) => l.holder_name)).toEqual([
      'Luca Tecnico',
      'Giulia Neri',
    ]);
  });

  it('two check-outs of one copy at once: exactly one succeeds, the other is 409, never 500', async () => {
    for (let round = 0; round < 3; round++) {
      const key = await newKey(`RACE-${round}`, 1);
      const answers = await Promise.all([
        checkout(t, key.id, { copy_no: 1, holder_user_id: t.onProject.id }),
        checkout(t, key.id, { copy_no: 1, holder_person_id: t.personId }),
        checkout(t, key.id, { copy_no: 1, holder_user_id: t.offProject.id }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
      const open = await t.app.db
        .selectFrom('keyholder_key_loans')
        .select('id')
        .where('key_id', '=', key.id)
        .where('returned_on', 'is', null)
        .execute();
      expect(open).toHaveLength(1);
    }
  });

  it('a copy beyond the key’s copies or below 1 is 422 on copy_no', async () => {
    const key = await newKey('RANGE-1', 2);
    const beyond = await checkout(t, key.id, { copy_no: 3, holder_user_id: t.onProject.id });
    expect(beyond.statusCode).toBe(422);
    expect(json(beyond).errors.copy_no).toEqual(['La chiave ha 2 copie']);
    const zero = await checkout(t, key.id, { copy_no: 0, holder_user_id: t.onProject.id });
    expect(zero.statusCode).toBe(422);
    expect(json(zero).errors.copy_no).toBeDefined();
  });

  it('exactly one holder: an active colleague or an existing person', async () => {
    const key = await newKey('HOLD-1');
    const both = await checkout(t, key.id, {
      copy_no: 1,
      holder_user_id: t.onProject.id,
      holder_person_id: t.personId,
    });
    expect(both.statusCode).toBe(422);
    expect(json(both).errors.holder_user_id).toBeDefined();
    const none = await checkout(t, key.id, { copy_no: 1 });
    expect(none.statusCode).toBe(422);
    const ghost = await checkout(t, key.id, { copy_no: 1, holder_person_id: 999_999 });
    expect(ghost.statusCode).toBe(422);
    expect(json(ghost).errors).toEqual({ holder_person_id: ['Persona non valida'] });
    const inactive = await t.createUser({ email: 'ex@test.it', password: 'password-123', active: false });
    const gone = await checkout(t, key.id, { copy_no: 1, holder_user_id: inactive });
    expect(gone.statusCode).toBe(422);
    expect(json(gone).errors).toEqual({ holder_user_id: ['Collega non valido o non più attivo'] });
    const unknown = await checkout(t, key.id, { copy_no: 1, holder_user_id: 999_999 });
    expect(unknown.statusCode).toBe(422);
    expect((await get(t, `/api/keyholders/keys/${key.id}`)).key.copies_out).toBe(0);
  });

  it('the expected return may not precede the check-out (given or today) → 422 on due_on', async () => {
    const key = await newKey('DUE-1');
    const given = await checkout(t, key.id, {
      copy_no: 1,
      holder_user_id: t.onProject.id,
      out_on: '2026-03-10',
      due_on: '2026-03-09',
    });
    expect(given.statusCode).toBe(422);
    expect(json(given).errors.due_on).toEqual(['La restituzione prevista precede la consegna']);
    const byToday = await checkout(t, key.id, {
      copy_no: 1,
      holder_user_id: t.onProject.id,
      due_on: addDays(today(), -1),
    });
    expect(byToday.statusCode).toBe(422);
    expect(json(byToday).errors.due_on).toEqual(['La restituzione prevista precede la consegna']);
  });

  it('checks a copy in: 409 when it is not out, 422 before its check-out, then available again', async () => {
    const key = await newKey('IN-1');
    const notOut = await checkin(t, key.id, { copy_no: 1 });
    expect(notOut.statusCode).toBe(409);
    expect(json(notOut).alert.message).toBe('La copia 1 non è in consegna.');
    await checkout(t, key.id, { copy_no: 1, holder_person_id: t.personId, out_on: addDays(today(), -3) });
    const early = await checkin(t, key.id, { copy_no: 1, returned_on: addDays(today(), -4) });
    expect(early.statusCode).toBe(422);
    expect(json(early).errors.returned_on).toEqual(['La restituzione precede la consegna']);
    const back = await checkin(t, key.id, { copy_no: 1, note: 'Tutto in ordine' }, t.onProject.token);
    expect(back.statusCode).toBe(200);
    expect(json(back).key).toMatchObject({ state: 'disponibile', copies_out: 0, loans: [] });
    expect((await checkin(t, key.id, { copy_no: 1 })).statusCode).toBe(409);
    const history = await get(t, `/api/keyholders/loans?state=tutte&key_id=${key.id}`);
    expect(history.data).toHaveLength(1);
    expect(history.data[0]).toMatchObject({
      returned_on: today(),
      in_note: 'Tutto in ordine',
      in_by_name: 'Luca Tecnico',
      holder_name: 'Giulia Neri',
      overdue: false,
    });
    const log = await get(t, `/api/keyholders/keys/${key.id}/activity`);
    expect(log.data.map((e: { action: string }) => e.action)).toEqual([
      'ha_ripreso',
      'ha_consegnato',
      'created',
    ]);
    const fields = (i: number) =>
      Object.fromEntries(
        log.data[i].changes.map((c: { field: string; old: unknown; new: unknown }) => [
          c.field,
          [c.old, c.new],
        ]),
      );
    expect(fields(1)).toMatchObject({ copy_no: [null, 1], holder_name: [null, 'Giulia Neri'] });
    expect(fields(0)).toMatchObject({ holder_name: ['Giulia Neri', null], returned_on: [null, today()] });
  });

  it('a copy past its expected return is overdue: the key is late', async () => {
    const key = await newKey('LATE-1');
    const res = await checkout(t, key.id, {
      copy_no: 3,
      holder_user_id: t.onProject.id,
      out_on: addDays(today(), -10),
      due_on: addDays(today(), -1),
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).key).toMatchObject({ state: 'in_ritardo', copies_out: 1 });
    expect(json(res).key.loans[0].overdue).toBe(true);
    const dueToday = await checkout(t, key.id, {
      copy_no: 1,
      holder_user_id: t.onProject.id,
      due_on: today(),
    });
    expect(json(dueToday).key.loans.map((l: { overdue: boolean }) => l.overdue)).toEqual([false, true]);
  });

  it('fewer copies than a copy out is 422 on copies; as many is fine', async () => {
    const key = await newKey('COP-1', 5);
    await checkout(t, key.id, { copy_no: 4, holder_user_id: t.onProject.id });
    const body = { label: key.label, code: key.code, client_id: t.clientId, updated_at: key.updated_at };
    const fewer = await t.request({
      method: 'PUT',
      url: `/api/keyholders/keys/${key.id}`,
      token: t.admin,
      payload: { ...body, copies: 3 },
    });
    expect(fewer.statusCode).toBe(422);
    expect(json(fewer).errors.copies).toEqual(['La copia 4 è in consegna: registra prima la restituzione']);
    const four = await t.request({
      method: 'PUT',
      url: `/api/keyholders/keys/${key.id}`,
      token: t.admin,
      payload: { ...body, copies: 4 },
    });
    expect(four.statusCode).toBe(200);
    expect(json(four).key.copies).toBe(4);
  });

  it('a key with a copy out is not deleted (409); once back it is, with its history', async () => {
    const key = await newKey('DEL-2');
    await checkout(t, key.id, { copy_no: 2, holder_person_id: t.personId });
    const refused = await t.request({
      method: 'DELETE',
      url: `/api/keyholders/keys/${key.id}`,
      token: t.admin,
    });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).alert.message).toBe(
      'La copia 2 è in consegna: registra la restituzione prima di eliminare la chiave.',
    );
    await checkin(t, key.id, { copy_no: 2 });
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/keyholders/keys/${key.id}`,
      token: t.admin,
    });
    expect(deleted.statusCode).toBe(200);
    const loans = await t.app.db
      .selectFrom('keyholder_key_loans')
      .select('id')
      .where('key_id', '=', key.id)
      .execute();
    expect(loans).toEqual([]);
  });

  it('check-out and check-in of an unknown key are 404', async () => {
    expect((await checkout(t, 987_654, { copy_no: 1, holder_user_id: t.onProject.id })).statusCode).toBe(404);
    expect((await checkin(t, 987_654, { copy_no: 1 })).statusCode).toBe(404);
  });
});

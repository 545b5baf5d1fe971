import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followActivity } from '../../src/modules/notifications/triggers/activity-follower.ts';
import { testEngine } from '../test-db.ts';
import { createTriggerApp, type Person, settledNow, type TriggerApp } from './trigger-fixtures.ts';

/** The activity follower: assignments, opportunity states and mentions become notifications, once. */
let t: TriggerApp;
let mario: Person;
let anna: Person;
let luca: Person;
let paolo: Person;
beforeAll(async () => {
  t = await createTriggerApp();
  mario = await t.person('Mario', 'Rossi', 'sales');
  anna = await t.person('Anna', 'Bianchi', 'technicians');
  luca = await t.person('Luca', 'D’Amico', 'technicians');
  paolo = await t.person('Paolo', 'Neri', 'technicians', false);
  await follow();
});
afterAll(async () => {
  await t?.ctx.bus.close();
  await t?.close();
});

const follow = () => followActivity(t.ctx, settledNow());
const kinds = async (userId: number) => (await t.notificationsOf(userId)).map((n) => n.kind);

async function createTodo(body: Record<string, unknown>, token = t.admin) {
  return (await t.call('POST', '/api/todos', token, body)).todo;
}
// biome-ignore lint/suspicious/noExplicitAny: API answers are read loosely in tests
async function updateTodo(todo: Record<string, any>, changes: Record<string, unknown>, token = t.admin) {
  const body = {
    title: todo.title,
    description: todo.description,
    assignee_ids: todo.assignees.map((a: { id: number }) => a.id),
    updated_at: todo.updated_at,
    ...changes,
  };
  return (await t.call('PUT', `/api/todos/${todo.id}`, token, body)).todo;
}

describe(`notification triggers from the activity log (${testEngine})`, () => {
  it('a to-do assigned tells each new assignee once, never the actor, not again on an unrelated edit', async () => {
    const todo = await createTodo({ title: 'Sostituire il router', assignee_ids: [anna.id, t.adminId] });
    expect((await follow()).raised).toBe(1);
    expect(await t.notificationsOf(anna.id)).toEqual([
      {
        kind: 'todo_assigned',
        title: `${t.adminName} ti ha assegnato il to-do «Sostituire il router»`,
        link: `/todos/${todo.id}/detail`,
        entity: 'todo',
        entity_id: todo.id,
        dedupe_key: expect.stringMatching(new RegExp(`^todo_assigned:${todo.id}:\\d+$`)),
      },
    ]);
    expect(await kinds(t.adminId)).toEqual([]);

    const withLuca = await updateTodo(todo, { assignee_ids: [anna.id, t.adminId, luca.id] });
    await follow();
    expect(await kinds(luca.id)).toEqual(['todo_assigned']);
    expect(await kinds(anna.id)).toEqual(['todo_assigned']);

    await updateTodo(withLuca, { title: 'Sostituire il router del magazzino' });
    await follow();
    expect(await kinds(anna.id)).toEqual(['todo_assigned']);
    expect(await kinds(luca.id)).toEqual(['todo_assigned']);

    // Mario assigns himself: nothing for him; a deactivated user is never told.
    await createTodo({ title: 'Chiamare il cliente', assignee_ids: [mario.id, paolo.id] }, mario.token);
    await follow();
    expect(await kinds(mario.id)).toEqual([]);
    expect(await kinds(paolo.id)).toEqual([]);
  });

  it('an opportunity whose state changes tells its owner, with the state’s name, unless the owner changed it', async () => {
    const created = await t.call('POST', '/api/opportunities', t.admin, {
      title: 'Rete ufficio',
      client_id: t.clientId,
      owner_id: mario.id,
    });
    const opp = created.opportunity;
    await follow();
    expect(await kinds(mario.id)).toEqual([]);
    const moved = await t.call('POST', `/api/opportunities/${opp.id}/status`, t.admin, {
      state_id: t.lookups.opportunity_states?.qualified,
      updated_at: opp.updated_at,
    });
    await follow();
    const told = await t.notificationsOf(mario.id);
    expect(told).toMatchObject([
      {
        kind: 'opportunity_state',
        title: `${t.adminName} ha portato l’opportunità ${opp.number} «Rete ufficio» in «Qualificata»`,
        link: `/opportunities/${opp.id}/detail`,
      },
    ]);
    await t.call('POST', `/api/opportunities/${opp.id}/status`, mario.token, {
      state_id: t.lookups.opportunity_states?.offer_sent,
      updated_at: moved.opportunity.updated_at,
    });
    await follow();
    expect(await kinds(mario.id)).toEqual(['opportunity_state']);
  });

  it('a mention in a documentation page tells each user named once; an edit keeping it tells nobody again', async () => {
    const page = (
      await t.call('POST', '/api/documentations', t.admin, {
        title: 'Procedura backup',
        body: [
          'Verificare con @anna.bianchi e @Luca il NAS.',
          'Scrivere a info@verdi.it per le chiavi.',
          'Esempio: `@mario.rossi` resta codice.',
          'Avvisare @paolo.neri (disattivato).',
        ].join('\n'),
        tags: [],
        client_id: null,
        project_id: null,
      })
    ).documentation;
    await follow();
    expect(await t.notificationsOf(anna.id)).toContainEqual(
      expect.objectContaining({
        kind: 'mention',
        title: `${t.adminName} ti ha menzionato nella documentazione «Procedura backup»`,
        link: `/documentations/${page.id}/detail`,
      }),
    );
    const mentions = async (userId: number) => (await kinds(userId)).filter((k) => k === 'mention').length;
    expect(await mentions(anna.id)).toBe(1);
    expect(await mentions(luca.id)).toBe(1);
    expect(await mentions(mario.id)).toBe(0);
    expect(await mentions(paolo.id)).toBe(0);

    const edited = (
      await t.call('PUT', `/api/documentations/${page.id}`, t.admin, {
        title: page.title,
        body: `${page.body}\nAggiornato il calendario.`,
        tags: [],
        client_id: null,
        project_id: null,
        updated_at: page.updated_at,
      })
    ).documentation;
    await follow();
    expect(await mentions(anna.id)).toBe(1);
    expect(await mentions(luca.id)).toBe(1);

    // Accents and case do not matter; the author mentioning themself is not told.
    await t.call('PUT', `/api/documentations/${page.id}`, anna.token, {
      title: page.title,
      body: `${edited.body}\nRivedere con @MÀRIO.rossi e con @anna.bianchi.`,
      tags: [],
      client_id: null,
      project_id: null,
      updated_at: edited.updated_at,
    });
    await follow();
    expect(await mentions(mario.id)).toBe(1);
    expect(await mentions(anna.id)).toBe(1);
  });

  it('a mention in a to-do’s description tells the user named; a second Luca makes @Luca name nobody', async () => {
    await t.person('Luca', 'Ferri', 'technicians');
    const todo = await createTodo({ title: 'Controllare il NAS', description: 'Per @anna.bianchi e @Luca' });
    await follow();
    const told = (await t.notificationsOf(anna.id)).filter(
      (n) => n.entity === 'todo' && n.entity_id === todo.id,
    );
    expect(told).toMatchObject([
      { kind: 'mention', title: `${t.adminName} ti ha menzionato nel to-do «Controllare il NAS»` },
    ]);
    expect((await t.notificationsOf(luca.id)).filter((n) => n.entity_id === todo.id)).toEqual([]);
    // @luca.d'amico spelled without the apostrophe names him.
    await updateTodo(todo, { description: 'Per @anna.bianchi e @luca.damico' });
    await follow();
    expect((await t.notificationsOf(luca.id)).filter((n) => n.entity_id === todo.id)).toHaveLength(1);
    expect((await t.notificationsOf(anna.id)).filter((n) => n.entity_id === todo.id)).toHaveLength(1);
  });

  it('two followers at once handle each activity row once, and every row is published as a record change', async () => {
    const before = t.events.length;
    const todo = await createTodo({ title: 'Ordinare i toner', assignee_ids: [luca.id] });
    const [a, b] = await Promise.all([follow(), follow()]);
    expect(a.rows + b.rows).toBe(1);
    expect(a.raised + b.raised).toBe(1);
    const fresh = t.events.slice(before);
    expect(fresh.filter((e) => e.type === 'record')).toEqual([
      expect.objectContaining({ type: 'record', entity: 'todo', entityId: todo.id, action: 'created' }),
    ]);
    expect(fresh.filter((e) => e.type === 'notification')).toEqual([
      expect.objectContaining({ type: 'notification', userId: luca.id }),
    ]);
    const cursor = await t.app.db
      .selectFrom('notification_cursors')
      .select('last_id')
      .where('name', '=', 'activity')
      .executeTakeFirstOrThrow();
    const last = await t.app.db
      .selectFrom('activity_log')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(Number(cursor.last_id)).toBe(last.id);
  });

  it('on PostgreSQL a row is followed once it is 2 s old (a lower id may still commit); SQLite at once', async () => {
    await createTodo({ title: 'Pulire i filtri', assignee_ids: [anna.id] });
    const now = await followActivity(t.ctx, new Date());
    expect(now.rows).toBe(testEngine === 'postgres' ? 0 : 1);
    const later = await follow();
    expect(now.rows + later.rows).toBe(1);
  });
});

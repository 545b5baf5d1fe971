import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raiseDueReminders } from '../../src/modules/notifications/triggers/due-reminders.ts';
import { runMorningSweep } from '../../src/modules/notifications/triggers/morning-sweep.ts';
import { runReminderSweep } from '../../src/modules/schedules/schedule-reminder.service.ts';
import { testEngine } from '../test-db.ts';
import { createTriggerApp, type Person, type TriggerApp } from './trigger-fixtures.ts';

/** The morning sweep and the recorded reminders: raised at their time, once, even run twice at once. */
let t: TriggerApp;
let mario: Person;
let anna: Person;
let luca: Person;
beforeAll(async () => {
  t = await createTriggerApp();
  mario = await t.person('Mario', 'Rossi', 'sales');
  anna = await t.person('Anna', 'Bianchi', 'technicians');
  luca = await t.person('Luca', 'Verdi', 'technicians');
});
afterAll(async () => {
  await t?.ctx.bus.close();
  await t?.close();
});

const at = (iso: string) => new Date(iso);
const ofKind = async (userId: number, kind: string) =>
  (await t.notificationsOf(userId)).filter((n) => n.kind === kind);

async function todo(body: Record<string, unknown>) {
  return (await t.call('POST', '/api/todos', t.admin, body)).todo as { id: number; updated_at: string };
}
async function contract(body: Record<string, unknown>) {
  return (
    await t.call('POST', '/api/contracts', t.admin, {
      title: 'Assistenza',
      client_id: t.clientId,
      state_id: t.lookups.contract_states?.active,
      ...body,
    })
  ).contract as { id: number; number: string };
}

describe(`morning sweep (${testEngine})`, () => {
  it('from 07:30 in Rome raises due, overdue and contract notifications once, even run twice at once', async () => {
    // 26 November 2026, winter time: 07:30 in Rome is 06:30 UTC.
    const dueAllDay = await todo({ title: 'Rinnovo dominio', assignee_ids: [anna.id], due_at: '2026-11-26' });
    const dueAt15 = await todo({
      title: 'Consegna server',
      assignee_ids: [anna.id, luca.id],
      due_at: '2026-11-26T15:00:00+01:00',
    });
    const overdue = await todo({ title: 'Fattura ottobre', assignee_ids: [luca.id], due_at: '2026-11-20' });
    await todo({ title: 'Vecchio', assignee_ids: [luca.id], due_at: '2026-10-01' });
    await todo({ title: 'Domani', assignee_ids: [luca.id], due_at: '2026-11-27' });
    const done = await todo({ title: 'Già fatto', assignee_ids: [luca.id], due_at: '2026-11-19' });
    await t.call('POST', `/api/todos/${done.id}/complete`, t.admin);
    const in30 = await contract({ title: 'Hosting', end_on: '2026-12-26' });
    const in7 = await contract({ title: 'Backup', end_on: '2026-12-03' });
    const notice = await contract({ title: 'Centralino', end_on: '2027-01-25', notice_days: 60 });
    await contract({
      title: 'Disdetto',
      end_on: '2026-12-26',
      state_id: t.lookups.contract_states?.cancelled,
    });

    expect((await runMorningSweep(t.ctx, at('2026-11-26T06:29:59Z'))).status).toBe('early');
    expect(await t.notificationsOf(anna.id)).toEqual([]);

    const now = at('2026-11-26T07:00:00Z');
    const runs = await Promise.all([runMorningSweep(t.ctx, now), runMorningSweep(t.ctx, now)]);
    expect(runs.map((r) => r.status).sort()).toEqual(['done', 'ran']);

    expect(await ofKind(anna.id, 'todo_due')).toEqual([
      expect.objectContaining({
        title: 'Il to-do «Rinnovo dominio» scade oggi',
        link: `/todos/${dueAllDay.id}/detail`,
        dedupe_key: `todo_due:${dueAllDay.id}:2026-11-26`,
      }),
      expect.objectContaining({ title: 'Il to-do «Consegna server» scade oggi alle 15:00' }),
    ]);
    expect((await ofKind(luca.id, 'todo_due')).map((n) => n.entity_id)).toEqual([dueAt15.id]);
    expect(await ofKind(luca.id, 'todo_overdue')).toEqual([
      expect.objectContaining({
        title: 'Il to-do «Fattura ottobre» è scaduto il 20/11/2026',
        entity_id: overdue.id,
        dedupe_key: `todo_overdue:${overdue.id}:2026-11-26`,
      }),
    ]);

    // Contracts: to who manages them (admin, Mario of sales), not to a technician.
    const contractTitles = (await ofKind(mario.id, 'contract_expiring')).map((n) => [n.entity_id, n.title]);
    expect(contractTitles).toEqual([
      [in30.id, `Il contratto ${in30.number} «Hosting» scade il 26/12/2026 (tra 30 giorni)`],
      [in7.id, `Il contratto ${in7.number} «Backup» scade il 03/12/2026 (tra 7 giorni)`],
      [
        notice.id,
        `Il contratto ${notice.number} «Centralino»: oggi è l’ultimo giorno per la disdetta (scade il 25/01/2027)`,
      ],
    ]);
    expect(await ofKind(t.adminId, 'contract_expiring')).toHaveLength(3);
    expect(await ofKind(anna.id, 'contract_expiring')).toEqual([]);

    // Later the same day: claimed already, nothing doubles.
    expect((await runMorningSweep(t.ctx, at('2026-11-26T10:00:00Z'))).status).toBe('done');
    expect(await ofKind(anna.id, 'todo_due')).toHaveLength(2);

    // The next morning the to-dos due yesterday are overdue, and the older one is recalled again.
    expect((await runMorningSweep(t.ctx, at('2026-11-27T06:45:00Z'))).status).toBe('ran');
    expect((await ofKind(luca.id, 'todo_overdue')).map((n) => n.dedupe_key)).toEqual([
      `todo_overdue:${overdue.id}:2026-11-26`,
      `todo_overdue:${dueAt15.id}:2026-11-27`,
      `todo_overdue:${overdue.id}:2026-11-27`,
    ]);
  });
});

describe(`schedule reminders (${testEngine})`, () => {
  it('a recorded reminder becomes one notification, even raised twice at once', async () => {
    const event = (
      await t.call('POST', '/api/schedules', t.admin, {
        calendar_id: (
          await t.app.db
            .selectFrom('lookups')
            .select('id')
            .where('kind', '=', 'calendars')
            .where('key', '=', 'agenda')
            .executeTakeFirstOrThrow()
        ).id,
        title: 'Sopralluogo cantiere',
        start: '2026-05-04T09:00',
        end: '2026-05-04T10:00',
        attendee_ids: [anna.id],
        reminder_minutes: 15,
      })
    ).schedule as { id: number };
    // Recorded at 06:45 UTC (08:45 in Rome, summer time), 15 minutes before the start.
    await runReminderSweep(t.app.db, at('2026-05-04T06:45:00Z'));
    expect(await raiseDueReminders(t.ctx, at('2026-05-04T06:44:00Z'))).toBe(0);
    const raised = await Promise.all([
      raiseDueReminders(t.ctx, at('2026-05-04T06:45:05Z')),
      raiseDueReminders(t.ctx, at('2026-05-04T06:45:05Z')),
    ]);
    expect(raised[0] + raised[1]).toBe(2);
    expect(await ofKind(anna.id, 'schedule_reminder')).toEqual([
      {
        kind: 'schedule_reminder',
        title: 'Promemoria: «Sopralluogo cantiere» il 04/05/2026 alle 09:00',
        link: `/schedules?date=2026-05-04&view=settimana&evento=${event.id}`,
        entity: 'schedule',
        entity_id: event.id,
        dedupe_key: `schedule_reminder:${event.id}:2026-05-04T09:00`,
      },
    ]);
    expect(await ofKind(t.adminId, 'schedule_reminder')).toHaveLength(1);
    expect(await raiseDueReminders(t.ctx, at('2026-05-04T06:50:00Z'))).toBe(0);
    const pending = await t.app.db
      .selectFrom('schedule_reminders_sent')
      .select('user_id')
      .where('schedule_id', '=', event.id)
      .where('notified_at', 'is', null)
      .execute();
    expect(pending).toEqual([]);
  });
});

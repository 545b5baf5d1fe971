import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/engine.ts';
import type { Log } from '../../src/log.ts';
import { startNotificationTriggerJobs } from '../../src/modules/notifications/triggers/trigger-jobs.ts';
import { createTestDatabase, testEngine } from '../test-db.ts';
import { createTriggerApp, type Person, type TriggerApp } from './trigger-fixtures.ts';

/** The trigger jobs as the server runs them: on their timers, failures logged and retried. */
let t: TriggerApp;
let anna: Person;
beforeAll(async () => {
  t = await createTriggerApp();
  anna = await t.person('Anna', 'Bianchi', 'technicians');
});
afterAll(async () => {
  await t?.ctx.bus.close();
  await t?.close();
});

function recordingLog() {
  const lines: { level: string; message: string }[] = [];
  const log: Log = {
    info: (_fields, message) => lines.push({ level: 'info', message }),
    warn: (_fields, message) => lines.push({ level: 'warn', message }),
    error: (_fields, message) => lines.push({ level: 'error', message }),
  };
  return { log, lines };
}

const fast = { activity: 25, reminders: 25, morning: 25 };

describe(`notification trigger jobs (${testEngine})`, () => {
  it('follow the activity on their own: an assignment reaches the assignee without anyone calling a sweep', async () => {
    const { log, lines } = recordingLog();
    const jobs = startNotificationTriggerJobs(t.ctx, log, fast);
    try {
      await t.call('POST', '/api/todos', t.admin, { title: 'Cambiare le batterie', assignee_ids: [anna.id] });
      const deadline = Date.now() + 8_000;
      while ((await t.notificationsOf(anna.id)).length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect((await t.notificationsOf(anna.id)).map((n) => n.kind)).toEqual(['todo_assigned']);
    } finally {
      await jobs.stop();
    }
    expect(lines.filter((l) => l.level !== 'info')).toEqual([]);
  });

  it('PostgreSQL connections terminated under the jobs: the next tick works again, nothing crashes', async () => {
    const { log } = recordingLog();
    const jobs = startNotificationTriggerJobs(t.ctx, log, fast);
    try {
      if (testEngine === 'postgres') {
        await sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`.execute(t.app.db);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      const todo = (
        await t.call('POST', '/api/todos', t.admin, { title: 'Dopo la caduta', assignee_ids: [anna.id] })
      ).todo as { id: number };
      const deadline = Date.now() + 8_000;
      const arrived = async () => (await t.notificationsOf(anna.id)).some((n) => n.entity_id === todo.id);
      while (!(await arrived()) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await arrived()).toBe(true);
    } finally {
      await jobs.stop();
    }
  });

  it('a database that is gone is logged once per outage and retried, never thrown; stop waits', async () => {
    const database = await createTestDatabase();
    const handle = createDb(database.database);
    await handle.close();
    const { log, lines } = recordingLog();
    const jobs = startNotificationTriggerJobs({ db: handle.db, bus: t.ctx.bus }, log, fast);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await jobs.stop();
    await database.drop();
    const warnings = lines.filter((l) => l.level === 'warn');
    // One line per job (activity, reminders, morning) for the whole outage, not one per tick.
    expect(warnings.length).toBeGreaterThanOrEqual(2);
    expect(warnings.length).toBeLessThanOrEqual(3);
  });
});

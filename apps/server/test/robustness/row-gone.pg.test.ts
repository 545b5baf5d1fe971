import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTimeApp, ok, type TimeApp } from '../time/time-fixtures.ts';

/**
 * A row deleted by another request while this one works on it: the answer is 404, as if it had
 * never been there, not a 500. PostgreSQL only: SQLite runs writers one at a time.
 */
let t: TimeApp;
beforeAll(async () => {
  t = await createTimeApp();
});
afterAll(async () => t?.close());

describe('a row gone meanwhile', () => {
  it('a checklist item ticked while it is deleted answers 404', async () => {
    const todo = ok(await t.call('POST', '/api/todos', t.admin, { title: 'Da spuntare' })).todo;
    const item = ok(await t.call('POST', `/api/todos/${todo.id}/checklist`, t.admin, { text: 'Voce' }))
      .items[0];
    // Another connection holds the item's row: the toggle reads it, then waits on its update;
    // meanwhile the row is deleted and committed.
    const other = new pg.Client({ connectionString: (t.config.database as { url: string }).url });
    other.on('error', () => {});
    await other.connect();
    await other.query('begin');
    await other.query('select id from checklist_items where id = $1 for update', [item.id]);
    const toggle = Promise.resolve(t.call('POST', `/api/checklist-items/${item.id}/toggle`, t.admin, {}));
    const watcher = new pg.Client({ connectionString: (t.config.database as { url: string }).url });
    await watcher.connect();
    for (let i = 0; i < 400; i++) {
      const res = await watcher.query(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
      );
      if (res.rows[0].n > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await watcher.end();
    await other.query('delete from checklist_items where id = $1', [item.id]);
    await other.query('commit');
    await other.end();
    const res = await toggle;
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().alert.message).toBeTruthy();
  });
});

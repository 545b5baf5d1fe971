import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test-db.ts';
import { createTimeApp, ok, type TimeApp } from './time-fixtures.ts';

let t: TimeApp;
beforeAll(async () => {
  t = await createTimeApp();
});
afterAll(async () => t?.close());

describe(`a timer entry's type (${testEngine})`, () => {
  it('a timer started without a type gets the default time-entry type, kept when stopped', async () => {
    const settings = await t.app.db
      .selectFrom('lookups')
      .select(['id', 'name'])
      .where('kind', '=', 'timing_types')
      .where('archived_at', 'is', null)
      .orderBy('position')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const started = ok(await t.call('POST', '/api/timings/timer/start', t.admin, {}));
    expect(started.timer.type_id).toBe(settings.id);
    expect(started.timer.type_name).toBe(settings.name);
    const stopped = ok(await t.call('POST', '/api/timings/timer/stop', t.admin, {}));
    expect(stopped.stopped.type_name).toBe(settings.name);
  });

  it('a type chosen is kept', async () => {
    const types = t.lookups.timing_types ?? {};
    const last = Object.values(types).at(-1) as number;
    const started = ok(await t.call('POST', '/api/timings/timer/start', t.admin, { type_id: last }));
    expect(started.timer.type_id).toBe(last);
  });
});

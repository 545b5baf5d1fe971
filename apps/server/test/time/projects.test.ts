import { romeDateOf, romeWallTime } from '@officina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTimeApp, ok, type TimeApp } from './time-fixtures.ts';

let t: TimeApp;
beforeAll(async () => {
  t = await createTimeApp();
});
afterAll(() => t.close());

const _romeTime = (iso: string) => {
  const w = romeWallTime(Date.parse(iso));
  return `${romeDateOf(Date.parse(iso))} ${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
};

describe('projects', () => {
  it('CRUD with members, duplicate code, 409, summary, archive when linked, activity', async () => {
    const tech = await t.user('tecnico.p@test.it', 'technicians');
    const created = ok(
      await t.call('POST', '/api/projects', t.admin, {
        code: 'web-2026',
        name: 'Sito web',
        state_id: t.lookups.project_states?.in_progress,
        member_ids: [tech.id, t.adminId],
        budget_minutes: 600,
        budget_amount_cents: 150000,
        color: '#AABBCC',
        start_date: '2026-01-01',
        due_date: '2026-06-30',
      }),
    ).project;
    expect(created).toMatchObject({
      code: 'WEB-2026',
      color: '#aabbcc',
      state_name: 'In corso',
      state_is_closed: false,
    });
    expect(created.members.map((m: { id: number }) => m.id).sort()).toEqual([t.adminId, tech.id].sort());

    const dup = await t.call('POST', '/api/projects', t.admin, { code: 'WEB-2026', name: 'Altro' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.code).toBeDefined();

    const body = {
      code: 'WEB-2026',
      name: 'Sito web nuovo',
      budget_minutes: 600,
      member_ids: [tech.id],
      updated_at: created.updated_at,
    };
    const updated = ok(await t.call('PUT', `/api/projects/${created.id}`, t.admin, body)).project;
    expect(updated.name).toBe('Sito web nuovo');
    expect(updated.members).toHaveLength(1);
    const stale = await t.call('PUT', `/api/projects/${created.id}`, t.admin, { ...body, name: 'X' });
    expect(stale.statusCode).toBe(409);

    const list = ok(await t.call('GET', `/api/projects?member_id=${tech.id}&q=nuovo`, t.admin));
    expect(list.data.map((p: { id: number }) => p.id)).toEqual([created.id]);
    expect(ok(await t.call('GET', '/api/projects?due_before=2026-05-01', t.admin)).data).toHaveLength(0);

    // a time entry → summary counts it, DELETE archives
    ok(
      await t.call('POST', '/api/timings', t.admin, {
        project_id: created.id,
        started_at: '2026-02-02T08:00:00Z',
        ended_at: '2026-02-02T10:30:00Z',
        billable: false,
      }),
    );
    const summary = ok(await t.call('GET', `/api/projects/${created.id}/summary`, t.admin));
    expect(summary).toMatchObject({
      budget_minutes: 600,
      minutes_used: 150,
      billable_minutes_used: 0,
      budget_used_percent: 25,
    });
    const del = ok(await t.call('DELETE', `/api/projects/${created.id}`, t.admin));
    expect(del.result).toBe('archived');
    expect(ok(await t.call('GET', '/api/projects?archived=true', t.admin)).data).toHaveLength(1);
    const activity = ok(await t.call('GET', `/api/projects/${created.id}/activity`, t.admin));
    expect(activity.data.map((a: { action: string }) => a.action)).toEqual([
      'archived',
      'updated',
      'created',
    ]);

    const empty = ok(
      await t.call('POST', '/api/projects', t.admin, { code: 'TMP', name: 'Temporaneo' }),
    ).project;
    expect(ok(await t.call('DELETE', `/api/projects/${empty.id}`, t.admin)).result).toBe('deleted');
  });

  it('summary: amount used is the hours’ share of the amount budget, to the cent', async () => {
    const project = ok(
      await t.call('POST', '/api/projects', t.admin, {
        code: 'IMP',
        name: 'Importo',
        budget_minutes: 145 * 60,
        budget_amount_cents: 1_313_200,
      }),
    ).project;
    // 112:10 = 6730 minutes, as four full days and 970 minutes.
    for (const [day, minutes] of [
      ['2026-02-02', 1440],
      ['2026-02-03', 1440],
      ['2026-02-04', 1440],
      ['2026-02-05', 1440],
      ['2026-02-06', 970],
    ] as const) {
      ok(
        await t.call('POST', '/api/timings', t.admin, {
          project_id: project.id,
          started_at: `${day}T08:00:00Z`,
          minutes,
        }),
      );
    }
    const summary = ok(await t.call('GET', `/api/projects/${project.id}/summary`, t.admin));
    // 13.132 € × 6730 / 8700 = 10.158,43 € (not 77.4% of the budget = 10.164,17 €).
    expect(summary).toMatchObject({
      minutes_used: 6730,
      budget_used_percent: 77.4,
      budget_amount_cents: 1_313_200,
      budget_amount_used_cents: 1_015_843,
    });

    const noAmount = ok(
      await t.call('POST', '/api/projects', t.admin, { code: 'IMP-0', name: 'Solo ore', budget_minutes: 60 }),
    ).project;
    const plain = ok(await t.call('GET', `/api/projects/${noAmount.id}/summary`, t.admin));
    expect(plain.budget_amount_used_cents).toBeNull();
  });

  it('permissions: without manage_projects no create; without view_projects no list', async () => {
    const sales = await t.user('commerciale.p@test.it', 'sales');
    expect((await t.call('POST', '/api/projects', sales.token, { code: 'NO', name: 'No' })).statusCode).toBe(
      403,
    );
    expect((await t.call('GET', '/api/projects', sales.token)).statusCode).toBe(200);
    const noGroup = await t.createUser({
      email: 'nessuno.p@test.it',
      password: 'password-12345',
      group: null,
    });
    expect(noGroup).toBeGreaterThan(0);
    const token = await t.login('nessuno.p@test.it', 'password-12345');
    expect((await t.call('GET', '/api/projects', token)).statusCode).toBe(403);
  });
});

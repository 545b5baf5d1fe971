import { addDays, DASHBOARD_WIDGETS, romeDateOf, romeDayStart } from '@officina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test-db.ts';
import { createTimeApp, ok, type TimeApp } from '../time/time-fixtures.ts';

let t: TimeApp;
let clientId: number;
beforeAll(async () => {
  t = await createTimeApp();
  clientId = ok(await t.call('POST', '/api/clients', t.admin, { business_name: 'Rossi S.r.l.' })).client.id;
});
afterAll(() => t.close());

const today = () => romeDateOf(Date.now());
const total = async (url: string, token = t.admin) =>
  ok(await t.call('GET', url, token)).meta.total as number;
const dashboard = async (token = t.admin) => ok(await t.call('GET', '/api/dashboard', token));

describe(`GET /api/dashboard (${testEngine})`, () => {
  it('my to-dos: counts equal the to-do list totals for the same filters', async () => {
    for (const [title, due] of [
      ['Oggi tutto il giorno', today()],
      ['Ieri', addDays(today(), -1)],
      ['Tre giorni fa', addDays(today(), -3)],
      ['Domani', addDays(today(), 1)],
    ] as const) {
      const res = await t.call('POST', '/api/todos', t.admin, {
        title,
        due_at: due,
        assignee_ids: [t.adminId],
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const d = await dashboard();
    const start = new Date(romeDayStart(today())).toISOString();
    const end = new Date(romeDayStart(addDays(today(), 1))).toISOString();
    expect(d.my_todos.today_count).toBe(
      await total(`/api/todos?assignee=me&open=true&due_from=${start}&due_to=${end}`),
    );
    expect(d.my_todos.overdue_count).toBe(await total('/api/todos?assignee=me&overdue=true'));
    expect(d.my_todos.overdue_count).toBe(2);
    expect(d.my_todos.today.map((x: { title: string }) => x.title)).toContain('Oggi tutto il giorno');
    expect(d.my_todos.today_count).toBe(1);
  });

  it('pipeline: per state the list total, weighted value exact in cents (rounded once)', async () => {
    const states = t.lookups.opportunity_states as Record<string, number>;
    const free = t.lookups.opportunity_rows_type?.free as number;
    const opp = async (price: number, probability: number, state?: number) => {
      const res = await t.call('POST', '/api/opportunities', t.admin, {
        title: `Offerta ${price}`,
        client_id: clientId,
        probability,
        ...(state ? { state_id: state } : {}),
        rows: [
          {
            type_id: free,
            description: 'Lavoro',
            quantity: 1,
            unit_price_cents: price,
            discount_percent: 0,
            vat_rate: 0,
          },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().opportunity;
    };
    await opp(333, 33);
    await opp(1001, 15);
    await opp(10_000, 50, states.negotiation ?? undefined);
    const archived = await opp(99_999, 90);
    expect((await t.call('DELETE', `/api/opportunities/${archived.id}`, t.admin)).statusCode).toBe(200);

    const p = (await dashboard()).pipeline;
    const stateIds = Object.values(states);
    expect(p.states).toHaveLength(stateIds.length);
    for (const s of p.states) expect(s.count).toBe(await total(`/api/opportunities?state_id=${s.state_id}`));
    expect(p.total_count).toBe(await total('/api/opportunities'));
    expect(p.total_count).toBe(3);
    expect(p.total_cents).toBe(333 + 1001 + 10_000);
    // 333×33 + 1001×15 + 10000×50 = 10989 + 15015 + 500000 = 526004 → 5260.04 → 5260 (once, not per row)
    expect(p.weighted_cents).toBe(5260);
  });

  it('expiring contracts: the contracts list total with expiring_within_days=60, the soonest 5', async () => {
    const active = t.lookups.contract_states?.active as number;
    for (const days of [3, 10, 20, 30, 40, 50, 59, 70]) {
      const res = await t.call('POST', '/api/contracts', t.admin, {
        title: `Contratto ${days}`,
        client_id: clientId,
        state_id: active,
        end_on: addDays(today(), days),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const c = (await dashboard()).expiring_contracts;
    expect(c.count).toBe(await total('/api/contracts?expiring_within_days=60'));
    expect(c.count).toBe(7);
    expect(c.items.map((i: { title: string }) => i.title)).toEqual([
      'Contratto 3',
      'Contratto 10',
      'Contratto 20',
      'Contratto 30',
      'Contratto 40',
    ]);
  });

  it('projects over budget: the projects list total with budget_used_min_percent=80, kept by triggers', async () => {
    const project = async (code: string, budget_minutes: number | null, budget_amount_cents: number | null) =>
      ok(
        await t.call('POST', '/api/projects', t.admin, {
          code,
          name: code,
          budget_minutes,
          budget_amount_cents,
        }),
      ).project.id as number;
    const a = await project('OVER-A', 100, 10_000);
    const b = await project('OVER-B', 100, null);
    const c = await project('OVER-C', null, 50_000);
    const log = async (project_id: number, minutes: number) =>
      ok(
        await t.call('POST', '/api/timings', t.admin, {
          project_id,
          started_at: `${today()}T06:00:00.000Z`,
          minutes,
        }),
      ).timing.id as number;
    await log(a, 50);
    const a2 = await log(a, 30); // 80 / 100: in
    await log(b, 79); // 79 / 100: out
    await log(c, 500); // no hours budget: never
    let w = (await dashboard()).projects_over_budget;
    expect(w.count).toBe(await total('/api/projects?budget_used_min_percent=80'));
    expect(w.items).toEqual([
      {
        id: a,
        name: 'OVER-A',
        client_name: null,
        budget_minutes: 100,
        used_minutes: 80,
        budget_amount_cents: 10_000,
        used_amount_cents: 8_000,
        percent: 80,
      },
    ]);
    // An entry moved away, then deleted: the total follows.
    const moved = ok(await t.call('GET', `/api/timings/${a2}`, t.admin)).timing;
    ok(
      await t.call('PUT', `/api/timings/${a2}`, t.admin, {
        project_id: b,
        started_at: moved.started_at,
        minutes: 30,
        updated_at: moved.updated_at,
      }),
    );
    w = (await dashboard()).projects_over_budget;
    expect(w.items.map((i: { id: number }) => i.id)).toEqual([b]);
    expect(w.count).toBe(await total('/api/projects?budget_used_min_percent=80'));
    expect(await total('/api/projects?budget_used_min_percent=109')).toBe(1);
    expect(await total('/api/projects?budget_used_min_percent=110')).toBe(0);
    const live = await t.app.db
      .selectFrom('timings')
      .select(['project_id', (eb) => eb.fn.sum<number>('minutes').as('m')])
      .where('ended_at', 'is not', null)
      .where('project_id', 'is not', null)
      .groupBy('project_id')
      .execute();
    const kept = await t.app.db.selectFrom('project_time_totals').selectAll().execute();
    expect(new Map(kept.map((r) => [r.project_id, Number(r.minutes)]))).toEqual(
      new Map(live.map((r) => [r.project_id as number, Number(r.m)])),
    );
    ok(await t.call('DELETE', `/api/timings/${a2}`, t.admin));
    expect(await total('/api/projects?budget_used_min_percent=80')).toBe(0);
  });

  it('time: this week by day; notifications; recent activity sentences with paths', async () => {
    const d = await dashboard();
    expect(d.time.minutes_by_day).toHaveLength(7);
    expect(d.time.minutes_this_week).toBe(d.time.minutes_by_day.reduce((a: number, b: number) => a + b, 0));
    expect(d.time.week_target_minutes).toBe(2400);
    expect(d.notifications.unread_count).toBe(await total('/api/notifications?unread=true'));
    expect(d.recent_activity.items.length).toBeLessThanOrEqual(10);
    const client = ok(await t.call('GET', `/api/clients/${clientId}`, t.admin)).client;
    ok(await t.call('PUT', `/api/clients/${clientId}`, t.admin, { ...client, phone: '0511234567' }));
    const first = (await dashboard()).recent_activity.items[0];
    expect(first).toMatchObject({ entity: 'client', entity_id: clientId, path: `/crm/detail/${clientId}` });
    expect(first.text).toMatch(/ ha modificato il cliente Rossi S\.r\.l\.$/);
  });

  it('a Tecnico: no pipeline, no expiring contracts, no sales activity', async () => {
    const tech = await t.user('tecnico.dash@test.it', 'technicians');
    const contract = ok(
      await t.call('POST', '/api/contracts', t.admin, {
        title: 'Riservato',
        client_id: clientId,
        state_id: t.lookups.contract_states?.active,
      }),
    ).contract;
    expect((await dashboard()).recent_activity.items[0]).toMatchObject({
      entity: 'contract',
      entity_id: contract.id,
    });
    const d = await dashboard(tech.token);
    expect(d.pipeline).toBeNull();
    expect(d.expiring_contracts).toBeNull();
    expect(d.my_todos).not.toBeNull();
    expect(d.projects_over_budget).not.toBeNull();
    expect(d.recent_activity.items.length).toBeGreaterThan(0);
    for (const item of d.recent_activity.items) {
      expect(['opportunity', 'contract', 'product', 'user', 'settings', 'keyholder']).not.toContain(
        item.entity,
      );
    }
    const sales = await t.user('commerciale.dash@test.it', 'sales');
    expect((await dashboard(sales.token)).pipeline).not.toBeNull();
    expect((await t.call('GET', '/api/dashboard', '')).statusCode).toBe(401);
  });
});

describe(`dashboard layout (${testEngine})`, () => {
  it('default, round trip, merge, 422s, per user', async () => {
    const me = await t.user('layout.a@test.it', 'sales');
    const other = await t.user('layout.b@test.it', 'sales');
    const defaults = ok(await t.call('GET', '/api/dashboard/layout', me.token));
    expect(defaults.widgets).toEqual(DASHBOARD_WIDGETS.map((key) => ({ key, hidden: false })));

    const saved = ok(
      await t.call('PUT', '/api/dashboard/layout', me.token, {
        widgets: [
          { key: 'notifications', hidden: false },
          { key: 'pipeline', hidden: true },
        ],
      }),
    );
    expect(saved.widgets.slice(0, 2)).toEqual([
      { key: 'notifications', hidden: false },
      { key: 'pipeline', hidden: true },
    ]);
    expect(saved.widgets).toHaveLength(DASHBOARD_WIDGETS.length);
    expect(ok(await t.call('GET', '/api/dashboard/layout', me.token))).toEqual(saved);
    expect(ok(await t.call('GET', '/api/dashboard/layout', other.token))).toEqual(defaults);

    // A stored key the server no longer knows is dropped on read.
    await t.app.db
      .updateTable('dashboard_layouts')
      .set({
        widgets: JSON.stringify([
          { key: 'gone', hidden: true },
          { key: 'time', hidden: true },
        ]),
      })
      .where('user_id', '=', me.id)
      .execute();
    const merged = ok(await t.call('GET', '/api/dashboard/layout', me.token));
    expect(merged.widgets[0]).toEqual({ key: 'time', hidden: true });
    expect(merged.widgets).toHaveLength(DASHBOARD_WIDGETS.length);

    for (const body of [
      {
        widgets: [
          { key: 'time', hidden: true },
          { key: 'time', hidden: false },
        ],
      },
      { widgets: [{ key: 'nope', hidden: false }] },
      { widgets: [{ key: 'time' }] },
      { widgets: 'time' },
      {},
    ]) {
      const res = await t.call('PUT', '/api/dashboard/layout', me.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message).toMatch(/[a-zà-ù]/);
    }
    const dup = await t.call('PUT', '/api/dashboard/layout', me.token, {
      widgets: [
        { key: 'time', hidden: true },
        { key: 'time', hidden: false },
      ],
    });
    expect(JSON.stringify(dup.json())).toContain('Un widget compare due volte');
    expect(ok(await t.call('GET', '/api/dashboard/layout', other.token))).toEqual(defaults);
    expect((await t.call('GET', '/api/projects?budget_used_min_percent=0', me.token)).statusCode).toBe(422);
    expect((await t.call('GET', '/api/projects?budget_used_min_percent=abc', me.token)).statusCode).toBe(422);
  });
});

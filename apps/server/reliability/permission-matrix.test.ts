import { type DefaultGroupKey, defaultGroupKeys, defaultGroups, defineAbilityFor } from '@officina/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../src/db/values.ts';
import { type DeclaredRoute, grants, type RouteAccess, routeTable } from '../src/http/access.ts';
import { ADMIN, createTestApp, type TestApp } from '../test/helper.ts';

/**
 * The permission matrix, generated from the route table (http/access.ts: what every /api route
 * declares): every operation × anonymous and every default group × the user's own record and
 * another's. The expected answer comes from the declaration and the group's default rules only:
 * anonymous → 401 on every non-public route; a group the declaration refuses → 403, before the body
 * is read; a permitted group → neither 401 nor 403 (a 404 or 422 is fine: it passed the check). A
 * route whose handler also checks the record (`record` in its declaration) is run on a record of
 * the user and on one of the administrator: on the other's, a group without the declared `others`
 * permissions gets exactly the declared refusal (404 where the module hides the record).
 */

type Owner = 'own' | 'other';
type Who = DefaultGroupKey | 'anonymous';
interface Call {
  url: string;
  payload?: unknown;
}
interface Caller {
  token: string;
  id: number;
}

let t: TestApp;
let admin: Caller;
const users = {} as Record<DefaultGroupKey, Caller & { email: string; password: string }>;
const MISSING = 999_999;

async function json(res: LightMyRequestResponse, what: string) {
  if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Records owned by `owner`, made fresh for each call (a DELETE must not spoil the next case). */
const fixtures: Record<string, (owner: Caller) => Promise<Call>> = {
  async 'timings/:id'(owner) {
    const body = { started_at: '2026-03-02T08:00:00Z', ended_at: '2026-03-02T09:00:00Z', billable: false };
    const res = await t.request({ method: 'POST', url: '/api/timings', token: owner.token, payload: body });
    const { timing } = await json(res, 'create timing');
    return { url: `/api/timings/${timing.id}`, payload: { ...body, updated_at: timing.updated_at } };
  },
  async 'notifications/:id'(owner) {
    const row = await t.app.db
      .insertInto('notifications')
      .values({ user_id: owner.id, kind: 'todo_assigned', title: 'Matrice', created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { url: `/api/notifications/${row.id}`, payload: { read: true } };
  },
  async 'todos/:id'(owner) {
    // Assigned to the owner, created by the administrator: the assignee's own to-do.
    const res = await t.request({
      method: 'POST',
      url: '/api/todos',
      token: admin.token,
      payload: { title: 'Matrice', assignee_ids: [owner.id] },
    });
    const { todo } = await json(res, 'create todo');
    const state = await t.app.db
      .selectFrom('lookups')
      .select('id')
      .where('kind', '=', 'todo_states')
      .orderBy('id')
      .executeTakeFirst();
    // One body for its routes: a state change, a checklist item, a template to apply (ids unchecked until the handler).
    const payload = { state_id: state?.id ?? 1, text: 'Voce', template_id: MISSING };
    return { url: `/api/todos/${todo.id}`, payload };
  },
  async 'schedules/:id'(owner) {
    const calendar = await t.app.db
      .selectFrom('lookups')
      .select('id')
      .where('kind', '=', 'calendars')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const body = {
      calendar_id: calendar.id,
      title: 'Matrice',
      start: '2026-05-04T09:00',
      end: '2026-05-04T10:00',
    };
    const res = await t.request({ method: 'POST', url: '/api/schedules', token: owner.token, payload: body });
    const { schedule } = await json(res, 'create schedule');
    return { url: `/api/schedules/${schedule.id}` };
  },
};

/** The fixture of a route with a record rule: its path up to `:id`, the rest kept. */
function fixtureOf(route: DeclaredRoute): ((owner: Caller) => Promise<Call>) | undefined {
  const match = /^\/api\/([a-z-]+\/:id)(\/.*)?$/.exec(route.url);
  const make = match ? fixtures[match[1] as string] : undefined;
  if (!make || !hasRecordRule(route.access)) return undefined;
  const rest = match?.[2] ?? '';
  return async (owner) => {
    const call = await make(owner);
    return { url: call.url + rest, payload: call.payload };
  };
}

function hasRecordRule(access: RouteAccess): access is Extract<RouteAccess, { record?: unknown }> & {
  record: NonNullable<Extract<RouteAccess, { record?: unknown }>['record']>;
} {
  return access.kind !== 'public' && access.record !== undefined;
}

/** Every path parameter replaced: a missing record's id, or a plausible value of the right shape. */
function plainUrl(url: string): string {
  return url
    .replace(/:id\b/g, String(MISSING))
    .replace(/:theme\b/, 'light')
    .replace(/:kind\b/, 'calendars')
    .replace(/:[A-Za-z]+/g, '1');
}

const abilities = Object.fromEntries(
  defaultGroupKeys.map((key) => [key, defineAbilityFor(defaultGroups[key].rules)]),
);

/** Sessions ended by the call itself get a session of their own. */
const endsSession = (route: DeclaredRoute) => /\/logout$|\/sessions/.test(route.url);
/** The live events stream never ends for a signed-in caller: only its refusal is checked. */
const streams = (route: DeclaredRoute) => route.url === '/api/events';

interface Case {
  route: string;
  who: Who;
  owner: Owner | null;
  status: number;
  expected: string;
}

async function callAs(route: DeclaredRoute, who: Who, call: Call): Promise<LightMyRequestResponse> {
  const user = who === 'anonymous' ? undefined : users[who];
  const token =
    user && endsSession(route) ? await t.login(user.email, user.password) : user ? user.token : undefined;
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  return t.request({
    method: route.method,
    url: call.url,
    ...(token ? { token } : {}),
    ...(withBody ? { payload: (call.payload ?? {}) as Record<string, unknown> } : {}),
  });
}

/** What the declaration says `who` must get for `owner`'s record, and whether `status` is it. */
function verdict(route: DeclaredRoute, who: Who, owner: Owner | null, status: number): [string, boolean] {
  const access = route.access;
  if (access.kind === 'public') return ['not the session refusal', true];
  if (who === 'anonymous') return ['401', status === 401];
  const ability = abilities[who] ?? null;
  if (!grants(access, ability)) return ['403', status === 403];
  const rule = hasRecordRule(access) ? access.record : undefined;
  const reachesOthers =
    rule && rule.others.length > 0 && rule.others.every((name) => ability?.can(name, 'all'));
  if (rule && owner === 'other' && !reachesOthers) return [String(rule.refusal), status === rule.refusal];
  // A missing record (no fixture: owner null) answers 404 whatever the rule.
  const refused = [401, 403, ...(rule && owner !== null ? [rule.refusal] : [])];
  return [`not ${refused.join('/')}`, !refused.includes(status)];
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  const adminToken = await t.login(ADMIN.email, ADMIN.password);
  const me = await json(await t.request({ method: 'GET', url: '/api/user/auth', token: adminToken }), 'me');
  admin = { token: adminToken, id: me.user.id };
  for (const key of defaultGroupKeys) {
    const email = `matrice-${key}@test.officina.it`;
    const password = `matrice-${key}-password-1`;
    const id = await t.createUser({ email, password, group: key });
    users[key] = { email, password, id, token: await t.login(email, password) };
  }
}, 120_000);
afterAll(async () => t?.close());

describe('permission matrix', () => {
  it('every operation × every default group × own and another’s record answers as its declaration says', async () => {
    const table = routeTable(t.context);
    expect(table.length).toBeGreaterThan(200);
    const cases: Case[] = [];
    for (const route of table) {
      const name = `${route.method} ${route.url}`;
      const fixture = fixtureOf(route);
      for (const who of ['anonymous', ...defaultGroupKeys] as Who[]) {
        if (who !== 'anonymous' && streams(route)) continue;
        const owners: (Owner | null)[] = fixture && who !== 'anonymous' ? ['own', 'other'] : [null];
        for (const owner of owners) {
          const call =
            fixture && owner
              ? await fixture(owner === 'own' ? users[who as DefaultGroupKey] : admin)
              : { url: plainUrl(route.url) };
          const res = await callAs(route, who, call);
          const [expected, passes] = verdict(route, who, owner, res.statusCode);
          const sessionRefusal = res.statusCode === 401 && res.json().message === 'Token not provided';
          const ok = route.access.kind === 'public' ? !sessionRefusal : passes;
          cases.push({ route: name, who, owner, status: res.statusCode, expected: ok ? '' : expected });
        }
      }
    }
    const wrong = cases.filter((c) => c.expected !== '');
    const withRecords = new Set(cases.filter((c) => c.owner !== null).map((c) => c.route));
    console.info(
      `permission matrix: ${table.length} operations × anonymous + ${defaultGroupKeys.length} groups = ${cases.length} cases` +
        ` (own and another's record on ${withRecords.size} operations with a record rule: ${[...withRecords].join(', ')})`,
    );
    expect(
      wrong.map(
        (c) => `${c.route} as ${c.who}${c.owner ? ` (${c.owner})` : ''}: ${c.status}, expected ${c.expected}`,
      ),
    ).toEqual([]);
    // Each answer is exercised: refusals and passes both occur, and the record rules refuse somewhere.
    expect(cases.some((c) => c.status === 403)).toBe(true);
    expect(cases.some((c) => c.owner === 'other' && c.status === 404)).toBe(true);
    expect(withRecords.size).toBeGreaterThanOrEqual(8);
  }, 600_000);
});

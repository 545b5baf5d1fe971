import type { LightMyRequestResponse } from 'fastify';
import { ADMIN, createTestApp, type TestApp } from '../helper.ts';

export interface TimeApp extends TestApp {
  admin: string;
  adminId: number;
  /** lookups[kind][key] = id */
  lookups: Record<string, Record<string, number>>;
  call(method: string, url: string, token: string, payload?: unknown): Promise<LightMyRequestResponse>;
  /** A user of a group, signed in. */
  user(
    email: string,
    group: 'admin' | 'sales' | 'technicians' | 'accounting',
  ): Promise<{ id: number; token: string }>;
}

export async function createTimeApp(): Promise<TimeApp> {
  const t = await createTestApp();
  const admin = await t.login(ADMIN.email, ADMIN.password);
  const rows = await t.app.db.selectFrom('lookups').select(['id', 'kind', 'key']).execute();
  const lookups: Record<string, Record<string, number>> = {};
  for (const r of rows) {
    lookups[r.kind] ??= {};
    (lookups[r.kind] as Record<string, number>)[r.key] = r.id;
  }
  const me = await t.request({ method: 'GET', url: '/api/user/auth', token: admin });
  const call: TimeApp['call'] = (method, url, token, payload) =>
    t.request({
      method: method as 'GET',
      url,
      token,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    ...t,
    admin,
    adminId: me.json().user.id,
    lookups,
    call,
    async user(email, group) {
      const id = await t.createUser({ email, password: 'password-12345', group });
      return { id, token: await t.login(email, 'password-12345') };
    },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: API answers are read loosely in tests
export function ok(res: LightMyRequestResponse): Record<string, any> {
  if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${res.body}`);
  return res.json();
}

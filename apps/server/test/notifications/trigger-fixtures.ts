import type { DefaultGroupKey } from '@officina/contracts';
import { type BusEvent, createEventBus } from '../../src/events/bus.ts';
import { consoleLog } from '../../src/log.ts';
import type { TriggerContext } from '../../src/modules/notifications/triggers/trigger-context.ts';
import { createSalesApp, json, type SalesApp } from '../sales/sales-fixtures.ts';

export { json };

export interface Person {
  id: number;
  token: string;
}

/** The sales app (admin, lookups, a client), a bus that records what it carries, and the triggers' context. */
export interface TriggerApp extends SalesApp {
  ctx: TriggerContext;
  events: BusEvent[];
  adminName: string;
  person(name: string, surname: string, group: DefaultGroupKey, active?: boolean): Promise<Person>;
  /** A user's notifications, oldest first. */
  notificationsOf(userId: number): Promise<StoredNotification[]>;
  // biome-ignore lint/suspicious/noExplicitAny: API answers are read loosely in tests
  call(method: string, url: string, token: string, payload?: unknown): Promise<Record<string, any>>;
}

export interface StoredNotification {
  kind: string;
  title: string;
  link: string | null;
  entity: string | null;
  entity_id: number | null;
  dedupe_key: string | null;
}

export async function createTriggerApp(): Promise<TriggerApp> {
  const t = await createSalesApp();
  const bus = createEventBus(t.config, consoleLog);
  const events: BusEvent[] = [];
  bus.subscribe((event) => events.push(event));
  const me = json(await t.request({ method: 'GET', url: '/api/user/auth', token: t.admin }));
  const call: TriggerApp['call'] = async (method, url, token, payload) => {
    const res = await t.request({
      method: method as 'GET',
      url,
      token,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return json(res);
  };
  return {
    ...t,
    ctx: { db: t.app.db, bus },
    events,
    adminName: `${me.user.name} ${me.user.surname}`.trim(),
    call,
    async person(name, surname, group, active = true) {
      const email = `${name}.${surname}@test.officina.it`.toLowerCase().replace(/[^a-z.@]/g, '');
      const id = await t.createUser({ email, password: 'password-123456', name, surname, group, active });
      return { id, token: active ? await t.login(email, 'password-123456') : '' };
    },
    notificationsOf(userId) {
      return t.app.db
        .selectFrom('notifications')
        .select(['kind', 'title', 'link', 'entity', 'entity_id', 'dedupe_key'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
    },
  };
}

/** `now` past the PostgreSQL settling lag, so a row written a moment ago is followed at once. */
export const settledNow = () => new Date(Date.now() + 5_000);

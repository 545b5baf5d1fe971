import type { NotificationKind } from '@officina/contracts';
import {
  announceNotifications,
  type NotificationDraft,
  raiseNotifications,
} from '../../src/modules/notifications/notification-raise.ts';
import { createTestApp, type TestApp } from '../helper.ts';

export interface NotificationApp extends TestApp {
  /** Signs a new technician in: id and token. */
  user(name: string): Promise<{ id: number; token: string; email: string }>;
  /** raiseNotifications in a transaction, then announceNotifications (as a trigger does). */
  raise(drafts: NotificationDraft[]): Promise<{ id: number; userId: number }[]>;
}

let seq = 0;

export async function createNotificationApp(): Promise<NotificationApp> {
  const t = await createTestApp();
  return {
    ...t,
    async user(name) {
      seq += 1;
      const email = `${name.toLowerCase()}.${seq}@test.officina.it`;
      const id = await t.createUser({ email, password: 'password-123', name, surname: 'Test' });
      return { id, email, token: await t.login(email, 'password-123') };
    },
    async raise(drafts) {
      const raised = await t.app.db.transaction().execute((trx) => raiseNotifications(trx, drafts));
      announceNotifications(t.context.bus, raised);
      return raised;
    },
  };
}

export function draft(userId: number, overrides: Partial<NotificationDraft> = {}): NotificationDraft {
  return {
    userId,
    kind: 'todo_assigned' as NotificationKind,
    title: 'Mario Rossi ti ha assegnato «Preventivo Bianchi»',
    body: null,
    link: '/todos/12/detail',
    entity: 'todo',
    entityId: 12,
    ...overrides,
  };
}

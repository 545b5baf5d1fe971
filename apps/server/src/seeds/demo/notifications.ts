import { addDays, type NotificationKind, romeDateOf } from '@officina/contracts';
import {
  type NotificationDraft,
  raiseNotifications,
} from '../../modules/notifications/notification-raise.ts';
import {
  backdateNotification,
  findDemoSalesRecords,
  findDemoTodos,
  skipActivityHistory,
} from '../../modules/notifications/notification-seed.repository.ts';
import { italianDay } from '../../modules/notifications/triggers/trigger-format.ts';
import { findUserCredentialsByEmail } from '../../modules/user/user.repository.ts';
import { romeAt } from './days.ts';
import type { DemoSeeder } from './types.ts';

const MINUTE = 60_000;

interface DemoNotification {
  key: string;
  draft: Omit<NotificationDraft, 'dedupeKey'>;
  /** How long ago it came. */
  agoMinutes: number;
  read: boolean;
}

/**
 * Runs last. The demo's history (thousands of activity rows) is skipped by the notification
 * triggers, so the first start does not tell everyone about to-dos assigned by the seed; then each
 * demo colleague finds a few notifications in the bell: unread from today, read from the days before.
 */
export const notificationsSeeder: DemoSeeder = {
  name: 'notifications',
  async run(ctx, options) {
    await skipActivityHistory(ctx.db);
    const now = options.now;
    const nowIso = new Date(now).toISOString();
    const userOf = async (email: string) => (await findUserCredentialsByEmail(ctx.db, email))?.id;
    const [admin, sales, technician] = await Promise.all([
      userOf('amministratore@demo.officina.it'),
      userOf('commerciale@demo.officina.it'),
      userOf('tecnico@demo.officina.it'),
    ]);
    const samples: DemoNotification[] = [];
    const add = (
      key: string,
      userId: number | undefined,
      kind: NotificationKind,
      text: { title: string; body?: string; link: string; entity?: string; entityId?: number },
      agoMinutes: number,
      read: boolean,
    ) => {
      if (userId === undefined) return;
      samples.push({
        key,
        draft: {
          userId,
          kind,
          title: text.title,
          body: text.body ?? null,
          link: text.link,
          entity: text.entity ?? null,
          entityId: text.entityId ?? null,
        },
        agoMinutes,
        read,
      });
    };

    if (technician !== undefined) {
      const { upcoming, overdue } = await findDemoTodos(ctx.db, technician, nowIso);
      if (upcoming) {
        add(
          'demo:tecnico:assegnato',
          technician,
          'todo_assigned',
          {
            title: `Giulia Bianchi ti ha assegnato il to-do «${upcoming.title}»`,
            link: `/todos/${upcoming.id}/detail`,
            entity: 'todo',
            entityId: upcoming.id,
          },
          25,
          false,
        );
      }
      if (overdue) {
        add(
          'demo:tecnico:scaduto',
          technician,
          'todo_overdue',
          {
            title: `To-do scaduto: «${overdue.title}»`,
            body: overdue.due_at
              ? `Era in scadenza il ${italianDay(romeDateOf(Date.parse(overdue.due_at)))}`
              : undefined,
            link: `/todos/${overdue.id}/detail`,
            entity: 'todo',
            entityId: overdue.id,
          },
          90,
          false,
        );
      }
      add(
        'demo:tecnico:promemoria',
        technician,
        'schedule_reminder',
        {
          title: 'Promemoria: Riunione di avanzamento con il cliente',
          body: 'Ieri alle 10:00',
          link: '/schedules',
        },
        // Yesterday at 09:45 Rome, a quarter of an hour before the meeting.
        (now - romeAt(addDays(romeDateOf(now), -1), 9, 45)) / MINUTE,
        true,
      );
    }
    const today = romeDateOf(now);
    for (const [who, userId] of [
      ['commerciale', sales],
      ['amministratore', admin],
    ] as const) {
      if (userId === undefined) continue;
      const { contract, opportunity } = await findDemoSalesRecords(ctx.db, userId, today);
      if (contract?.end_on) {
        add(
          `demo:${who}:contratto`,
          userId,
          'contract_expiring',
          {
            title: `Il contratto «${contract.title}» scade il ${italianDay(contract.end_on)}`,
            link: `/contracts/${contract.id}/detail`,
            entity: 'contract',
            entityId: contract.id,
          },
          3 * 60,
          false,
        );
      }
      if (opportunity) {
        add(
          `demo:${who}:opportunita`,
          userId,
          'opportunity_state',
          {
            title: `L’opportunità «${opportunity.title}» è passata a «In trattativa»`,
            link: `/opportunities/${opportunity.id}/detail`,
            entity: 'opportunity',
            entityId: opportunity.id,
          },
          2 * 24 * 60,
          true,
        );
      }
    }

    // Oldest first: the centre lists by id, newest on top, as notifications are raised in time.
    samples.sort((a, b) => b.agoMinutes - a.agoMinutes);
    for (const sample of samples) {
      const createdAt = new Date(now - sample.agoMinutes * MINUTE).toISOString();
      await ctx.db.transaction().execute(async (trx) => {
        const [raised] = await raiseNotifications(trx, [{ ...sample.draft, dedupeKey: sample.key }]);
        // Only a notification made now is dated: a second seed leaves the first's alone.
        if (raised) await backdateNotification(trx, raised.id, createdAt, sample.read ? createdAt : null);
      });
    }
  },
};

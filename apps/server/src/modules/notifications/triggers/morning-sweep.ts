import { addDays, romeDateOf, romeDayEnd, romeDayStart, romeToInstant } from '@officina/contracts';
import { toBool } from '../../../db/values.ts';
import { claimJobRun } from '../../../jobs/job-runs.ts';
import { announceNotifications, type NotificationDraft, raiseNotifications } from '../notification-raise.ts';
import {
  type DueTodoRow,
  type ExpiringContractRow,
  listContractsToWarn,
  listOpenTodosDue,
  noticeDayOf,
} from './morning.repository.ts';
import { loadPeople, type People } from './people.ts';
import type { TriggerContext } from './trigger-context.ts';
import { italianDay, quoted, romeTime } from './trigger-format.ts';

export const MORNING_JOB = 'notifications_morning';
/** The sweep's time in Rome: from then on, the first instance to claim the day runs it. */
export const MORNING_AT = { hour: 7, minute: 30 };
/** Overdue to-dos are recalled each morning for this many days after their due day, then left to the lists. */
export const OVERDUE_RECALL_DAYS = 30;
/** Days before a contract's end when its people are warned. */
export const CONTRACT_WARNING_DAYS = [30, 7] as const;

export interface MorningResult {
  /** The Rome day the sweep was for. */
  day: string;
  /** `early`: before 07:30 in Rome; `ran`: this call claimed the day; `done`: claimed before (here or elsewhere). */
  status: 'early' | 'ran' | 'done';
  raised: number;
}

/** Assignees of each to-do (its creator when it has none), reachable users only. */
function todoRecipients(
  rows: DueTodoRow[],
  people: People,
): Map<number, { row: DueTodoRow; users: number[] }> {
  const out = new Map<number, { row: DueTodoRow; users: number[] }>();
  for (const row of rows) {
    const entry = out.get(row.id) ?? { row, users: [] };
    const userId = row.assignee_id ?? row.created_by;
    if (people.reachable(userId) && !entry.users.includes(userId as number))
      entry.users.push(userId as number);
    out.set(row.id, entry);
  }
  return out;
}

function todoDrafts(
  due: DueTodoRow[],
  overdue: DueTodoRow[],
  day: string,
  people: People,
): NotificationDraft[] {
  const drafts: NotificationDraft[] = [];
  const push = (rows: DueTodoRow[], kind: 'todo_due' | 'todo_overdue') => {
    for (const { row, users } of todoRecipients(rows, people).values()) {
      const title =
        kind === 'todo_due'
          ? `Il to-do ${quoted(row.title)} scade oggi${toBool(row.due_all_day) ? '' : ` alle ${romeTime(row.due_at)}`}`
          : `Il to-do ${quoted(row.title)} è scaduto il ${italianDay(romeDateOf(Date.parse(row.due_at)))}`;
      for (const userId of users) {
        drafts.push({
          userId,
          kind,
          title,
          link: `/todos/${row.id}/detail`,
          entity: 'todo',
          entityId: row.id,
          dedupeKey: `${kind}:${row.id}:${day}`,
        });
      }
    }
  };
  push(due, 'todo_due');
  push(overdue, 'todo_overdue');
  return drafts;
}

/**
 * Who hears of a contract's end: every reachable user allowed to manage contracts, and — if they
 * may see contracts — its creator and the owner of the opportunity it came from.
 */
function contractRecipients(row: ExpiringContractRow, people: People): number[] {
  const ids = new Set(people.allowed('manage_contracts').map((p) => p.id));
  for (const id of [row.created_by, row.opportunity_owner_id]) {
    const person = people.reachable(id, 'view_contracts');
    if (person) ids.add(person.id);
  }
  return [...ids];
}

function contractDrafts(rows: ExpiringContractRow[], day: string, people: People): NotificationDraft[] {
  const drafts: NotificationDraft[] = [];
  for (const row of rows) {
    const what = `Il contratto ${row.number} ${quoted(row.title)}`;
    const reasons: { key: string; title: string }[] = [];
    for (const days of CONTRACT_WARNING_DAYS) {
      if (row.end_on === addDays(day, days))
        reasons.push({
          key: String(days),
          title: `${what} scade il ${italianDay(row.end_on)} (tra ${days} giorni)`,
        });
    }
    if (noticeDayOf(row) === day) {
      reasons.push({
        key: 'notice',
        title: `${what}: oggi è l’ultimo giorno per la disdetta (scade il ${italianDay(row.end_on)})`,
      });
    }
    for (const reason of reasons) {
      for (const userId of contractRecipients(row, people)) {
        drafts.push({
          userId,
          kind: 'contract_expiring',
          title: reason.title,
          link: `/contracts/${row.id}/detail`,
          entity: 'contract',
          entityId: row.id,
          dedupeKey: `contract_expiring:${row.id}:${row.end_on}:${reason.key}`,
        });
      }
    }
  }
  return drafts;
}

/**
 * The morning sweep (Europe/Rome): from 07:30 on, once per day across instances — the day is
 * claimed in job_runs in the transaction that raises — to-dos due today and overdue ones to their
 * assignees, contracts ending in 30 and 7 days or at their notice date to the people who manage
 * them. Before 07:30, or once the day is claimed, it does nothing.
 */
export async function runMorningSweep(ctx: TriggerContext, now: Date = new Date()): Promise<MorningResult> {
  const nowMs = now.getTime();
  const day = romeDateOf(nowMs);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const startsAt = romeToInstant({ year: y, month: m, day: d, ...MORNING_AT, second: 0 });
  if (nowMs < startsAt) return { day, status: 'early', raised: 0 };
  const iso = (ms: number) => new Date(ms).toISOString();
  const raised = await ctx.db.transaction().execute(async (trx) => {
    if (!(await claimJobRun(trx, MORNING_JOB, day))) return null;
    const people = await loadPeople(trx);
    const dayStart = romeDayStart(day);
    const [due, overdue, contracts] = await Promise.all([
      listOpenTodosDue(trx, iso(dayStart), iso(romeDayEnd(day))),
      listOpenTodosDue(trx, iso(romeDayStart(addDays(day, -OVERDUE_RECALL_DAYS))), iso(dayStart - 1)),
      listContractsToWarn(
        trx,
        CONTRACT_WARNING_DAYS.map((days) => addDays(day, days)),
        day,
      ),
    ]);
    const drafts = [...todoDrafts(due, overdue, day, people), ...contractDrafts(contracts, day, people)];
    return drafts.length > 0 ? raiseNotifications(trx, drafts) : [];
  });
  if (raised === null) return { day, status: 'done', raised: 0 };
  announceNotifications(ctx.bus, raised);
  return { day, status: 'ran', raised: raised.length };
}

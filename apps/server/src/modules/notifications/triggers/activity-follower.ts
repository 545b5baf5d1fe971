import type { Db } from '../../../db/database.ts';
import { isSqlite } from '../../../db/list/index.ts';
import { announceNotifications, type RaisedNotification, raiseNotifications } from '../notification-raise.ts';
import {
  ACTIVITY_CURSOR,
  type ActivityRow,
  hasActivityPastCursor,
  listActivityAfter,
  lockCursor,
  setCursor,
} from './activity-follower.repository.ts';
import { draftsForActivity } from './activity-triggers.ts';
import { loadPeople } from './people.ts';
import type { TriggerContext } from './trigger-context.ts';

/** Rows read and handled per transaction. */
export const ACTIVITY_BATCH = 200;
/** Batches one run handles at most; the rest waits for the next tick. */
const MAX_BATCHES = 10;
/**
 * PostgreSQL only: a row is handled once it is this old. Ids are taken at insert and rows become
 * visible at commit, so a row with a lower id can appear after a higher one was read; waiting this
 * long lets every transaction that wrote a row commit first (docs/modules/notification-triggers.md).
 */
export const POSTGRES_ACTIVITY_LAG_MS = 2_000;

export interface FollowResult {
  /** Activity rows handled. */
  rows: number;
  /** Notifications raised. */
  raised: number;
}

/** The rows safe to handle: the leading ones written before `cutoffMs` (all of them on SQLite). */
function settled(db: Db, rows: ActivityRow[], cutoffMs: number): ActivityRow[] {
  if (isSqlite(db)) return rows;
  const young = rows.findIndex((row) => Date.parse(row.created_at) > cutoffMs);
  return young === -1 ? rows : rows.slice(0, young);
}

/** Each record a batch changed, once per action (a save that logs several rows is one event). */
function publishRecordChanges(ctx: TriggerContext, rows: readonly ActivityRow[]): void {
  const seen = new Set<string>();
  for (const row of rows) {
    const key = `${row.entity}:${row.entity_id}:${row.action}`;
    if (seen.has(key)) continue;
    seen.add(key);
    ctx.bus.publish({ type: 'record', entity: row.entity, entityId: row.entity_id, action: row.action });
  }
}

/** One batch: read past the locked cursor, raise, advance the cursor, in one transaction. */
function followBatch(db: Db, cutoffMs: number) {
  return db.transaction().execute(async (trx) => {
    const cursor = await lockCursor(trx, ACTIVITY_CURSOR);
    if (cursor === undefined)
      return { rows: [] as ActivityRow[], raised: [] as RaisedNotification[], full: false };
    const read = await listActivityAfter(trx, cursor, ACTIVITY_BATCH);
    const rows = settled(trx, read, cutoffMs);
    if (rows.length === 0) return { rows, raised: [], full: false };
    const drafts = await draftsForActivity(trx, rows, await loadPeople(trx));
    const raised = drafts.length > 0 ? await raiseNotifications(trx, drafts) : [];
    await setCursor(trx, ACTIVITY_CURSOR, (rows.at(-1) as ActivityRow).id);
    return { rows, raised, full: rows.length === ACTIVITY_BATCH };
  });
}

/**
 * Follows the activity log from the `activity` cursor: each batch raises its notifications and
 * advances the cursor in one transaction (the cursor row locked on PostgreSQL), so across
 * instances every row is handled once. After each commit the notifications are announced and
 * every record the rows changed is published (once per batch and action), so open pages refresh.
 */
export async function followActivity(ctx: TriggerContext, now: Date = new Date()): Promise<FollowResult> {
  const result: FollowResult = { rows: 0, raised: 0 };
  if (!(await hasActivityPastCursor(ctx.db, ACTIVITY_CURSOR))) return result;
  const cutoffMs = now.getTime() - POSTGRES_ACTIVITY_LAG_MS;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const { rows, raised, full } = await followBatch(ctx.db, cutoffMs);
    announceNotifications(ctx.bus, raised);
    publishRecordChanges(ctx, rows);
    result.rows += rows.length;
    result.raised += raised.length;
    if (!full) break;
  }
  return result;
}

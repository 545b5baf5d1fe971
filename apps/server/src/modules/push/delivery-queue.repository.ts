import { sql } from 'kysely';
import type { Db, Engine } from '../../db/database.ts';
import type { Instant } from '../../db/values.ts';
import { INSERT_CHUNK } from './push-device.repository.ts';

export interface NewDelivery {
  channel: 'push' | 'email';
  device_id: string | null;
  user_id: number | null;
  notification_id: number | null;
  payload: string;
  next_attempt_at: Instant;
  created_at: Instant;
}

export async function insertDeliveries(db: Db, rows: readonly NewDelivery[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db
      .insertInto('delivery_queue')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .execute();
  }
}

const CLAIMED_COLUMNS = [
  'id',
  'channel',
  'device_id',
  'user_id',
  'notification_id',
  'payload',
  'attempts',
] as const;

/** Due, neither sent nor given up, and unlocked or with a lapsed lock. */
function claimable(db: Db, now: Instant, limit: number) {
  return db
    .selectFrom('delivery_queue')
    .select('id')
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<=', now)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit);
}

/**
 * Claims up to `limit` due rows for `claimant` until `lockedUntil`, in one statement. PostgreSQL:
 * the candidates are picked in a materialised CTE `FOR UPDATE SKIP LOCKED` (so concurrent workers
 * take different rows, and the LIMIT holds: an `IN (subquery)` may be re-run by the planner), and
 * the conditions are checked again on each locked row. SQLite runs one writing statement at a
 * time. Answers the rows now this claimant's.
 */
export async function claimDeliveries(
  db: Db,
  engine: Engine,
  options: { now: Instant; lockedUntil: Instant; claimant: string; limit: number },
) {
  const { now, lockedUntil, claimant, limit } = options;
  if (engine === 'postgres') {
    return db
      .with(
        (cte) => cte('candidates').materialized(),
        (w) =>
          claimable(w as unknown as Db, now, limit)
            .forUpdate()
            .skipLocked(),
      )
      .updateTable('delivery_queue')
      .from('candidates')
      .set({ locked_until: lockedUntil, locked_by: claimant })
      .whereRef('delivery_queue.id', '=', 'candidates.id')
      .where('delivery_queue.sent_at', 'is', null)
      .where('delivery_queue.failed_at', 'is', null)
      .returning(CLAIMED_COLUMNS.map((c) => `delivery_queue.${c}` as const))
      .execute();
  }
  return db
    .updateTable('delivery_queue')
    .set({ locked_until: lockedUntil, locked_by: claimant })
    .where('id', 'in', claimable(db, now, limit))
    .returning([...CLAIMED_COLUMNS])
    .execute();
}

/** What the worker needs of a row's device to send to it and to check its user still may be told. */
export async function findDeliveryDevice(db: Db, deviceId: string, now: Instant) {
  return db
    .selectFrom('push_devices')
    .leftJoin('sessions', (join) =>
      join
        .onRef('sessions.jti', '=', 'push_devices.session_jti')
        .onRef('sessions.user_id', '=', 'push_devices.user_id')
        .on('sessions.revoked_at', 'is', null)
        .on('sessions.expires_at', '>', now),
    )
    .select([
      'push_devices.id',
      'push_devices.endpoint',
      'push_devices.p256dh',
      'push_devices.auth',
      'push_devices.user_id',
      sql<string | null>`sessions.jti`.as('live_session'),
    ])
    .where('push_devices.id', '=', deviceId)
    .executeTakeFirst();
}

/** Each outcome is written only while the row is still this claimant's (its lock may have lapsed). */
function owned(db: Db, id: number, claimant: string) {
  return db.updateTable('delivery_queue').where('id', '=', id).where('locked_by', '=', claimant);
}

export async function markSent(db: Db, id: number, claimant: string, now: Instant): Promise<void> {
  await owned(db, id, claimant).set({ sent_at: now, locked_until: null, last_error: null }).execute();
}

export async function markFailed(db: Db, id: number, claimant: string, now: Instant, error: string) {
  await owned(db, id, claimant)
    .set((eb) => ({
      failed_at: now,
      locked_until: null,
      last_error: error,
      attempts: eb('attempts', '+', 1),
    }))
    .execute();
}

export async function scheduleRetry(
  db: Db,
  id: number,
  claimant: string,
  retry: { at: Instant; error: string },
): Promise<void> {
  await owned(db, id, claimant)
    .set((eb) => ({
      next_attempt_at: retry.at,
      locked_until: null,
      last_error: retry.error,
      attempts: eb('attempts', '+', 1),
    }))
    .execute();
}

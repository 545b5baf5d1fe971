import type { StartTimerInput, TimerStarted, TimerState, TimerStopped } from '@officina/contracts';
import type { Db, Engine } from '../../db/database.ts';
import { dbBool, type Instant, nowIso } from '../../db/values.ts';
import { nextVersion } from '../../records/records.ts';
import { assertReferences } from '../../records/references.ts';
import { firstLookupId } from '../settings/lookup-keys.ts';
import { timingViewOf } from './timing.mapper.ts';
import { findRunning, insertTiming, lockUserRow, stopRunningTiming } from './timing.repository.ts';
import { resolveTimingLinks } from './timing-links.ts';

/** Stops a running entry at `now` (at least one minute). */
async function stopRow(trx: Db, row: { id: number; started_at: string; updated_at: string }, now: Instant) {
  const minutes = Math.max(1, Math.round((Date.parse(now) - Date.parse(row.started_at)) / 60_000));
  await stopRunningTiming(trx, row.id, { ended_at: now, minutes, updated_at: nextVersion(row.updated_at) });
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Starts a timer for the user, stopping the running one in the same transaction. On PostgreSQL the
 * user's row is locked first so concurrent starts of one user run one after the other; the partial
 * unique index is the last word (a start that still collides is retried). Without a type the entry
 * gets the default time-entry type (the first active one; users have no type of their own yet).
 */
export async function startTimer(
  db: Db,
  engine: Engine,
  userId: number,
  input: StartTimerInput,
): Promise<TimerStarted> {
  await assertReferences(db, [
    { field: 'type_id', id: input.type_id, kind: 'timing_types', message: 'Tipo non valido' },
  ]);
  const typeId = input.type_id ?? (await firstLookupId(db, 'timing_types'));
  const links = await resolveTimingLinks(db, input);
  for (let attempt = 0; ; attempt++) {
    try {
      const { id, stoppedId } = await db.transaction().execute(async (trx) => {
        if (engine === 'postgres') {
          await lockUserRow(trx, userId);
        }
        const now = nowIso();
        const running = await findRunning(trx, userId);
        if (running) await stopRow(trx, running, now);
        const inserted = await insertTiming(trx, {
          user_id: userId,
          ...links,
          type_id: typeId,
          started_at: now,
          ended_at: null,
          minutes: 0,
          duration_only: dbBool(false),
          description: input.description,
          billable: dbBool(input.billable),
          created_at: now,
          updated_at: now,
          created_by: userId,
        });
        return { id: inserted.id, stoppedId: running?.id ?? null };
      });
      return {
        timer: await timingViewOf(db, id),
        stopped: stoppedId ? await timingViewOf(db, stoppedId) : null,
        server_time: nowIso(),
      };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

export async function stopTimer(db: Db, userId: number): Promise<TimerStopped> {
  const id = await db.transaction().execute(async (trx) => {
    const running = await findRunning(trx, userId);
    if (!running) return null;
    await stopRow(trx, running, nowIso());
    return running.id;
  });
  return { stopped: id ? await timingViewOf(db, id) : null, server_time: nowIso() };
}

export async function getTimer(db: Db, userId: number): Promise<TimerState> {
  const running = await findRunning(db, userId);
  return { timer: running ? await timingViewOf(db, running.id) : null, server_time: nowIso() };
}

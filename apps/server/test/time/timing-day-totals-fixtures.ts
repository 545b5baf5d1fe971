import { romeDateOf, romeToInstant } from '@officina/contracts';
import { expect } from 'vitest';
import type { Db } from '../../src/db/database.ts';
/** Shared by the timing_day_totals tests: the rollup read back and the oracle it must equal. */

export interface DayTotal {
  user_id: number;
  day: string;
  minutes: number;
  billable_minutes: number;
  entries: number;
}

/** Rome wall time → ISO instant. */
export const rome = (day: string, hour: number, minute = 0) => {
  const [year, month, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(romeToInstant({ year, month, day: d, hour, minute, second: 0 })).toISOString();
};

export const byKey = (a: DayTotal, b: DayTotal) => a.user_id - b.user_id || a.day.localeCompare(b.day);

export async function rollup(db: Db, userId?: number): Promise<DayTotal[]> {
  const rows = await db
    .selectFrom('timing_day_totals')
    .selectAll()
    .$if(userId !== undefined, (q) => q.where('user_id', '=', userId as number))
    .execute();
  return rows.map((r) => ({ ...r })).sort(byKey);
}

/** The oracle: stopped entries grouped by user and Rome day, computed here, not in SQL. */
export async function fromEntries(db: Db, userId?: number): Promise<DayTotal[]> {
  const rows = await db
    .selectFrom('timings')
    .select(['user_id', 'started_at', 'minutes', 'billable'])
    .where('ended_at', 'is not', null)
    .$if(userId !== undefined, (q) => q.where('user_id', '=', userId as number))
    .execute();
  const totals = new Map<string, DayTotal>();
  for (const r of rows) {
    const day = romeDateOf(Date.parse(r.started_at));
    const key = `${r.user_id}|${day}`;
    const total = totals.get(key) ?? { user_id: r.user_id, day, minutes: 0, billable_minutes: 0, entries: 0 };
    total.minutes += r.minutes;
    total.billable_minutes += r.billable ? r.minutes : 0;
    total.entries += 1;
    totals.set(key, total);
  }
  return [...totals.values()].sort(byKey);
}

/** The whole rollup equals the GROUP BY over entries; returns the user's rows. */
export async function consistent(db: Db, userId: number): Promise<DayTotal[]> {
  expect(await rollup(db)).toEqual(await fromEntries(db));
  return rollup(db, userId);
}

export const total = (
  user_id: number,
  day: string,
  minutes: number,
  billable_minutes: number,
  entries: number,
) => ({
  user_id,
  day,
  minutes,
  billable_minutes,
  entries,
});

/** What the web's edit dialog sends: every field, with the `updated_at` it read. */
export const edit = (timing: Record<string, unknown>, changes: Record<string, unknown>) => ({
  user_id: timing.user_id,
  todo_id: timing.todo_id,
  project_id: timing.project_id,
  client_id: null,
  type_id: timing.type_id,
  started_at: timing.started_at,
  ended_at: timing.duration_only ? null : timing.ended_at,
  minutes: timing.duration_only ? timing.minutes : null,
  description: timing.description,
  billable: timing.billable,
  updated_at: timing.updated_at,
  ...changes,
});

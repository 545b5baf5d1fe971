import { addDays, isoWeekday } from '@officina/contracts';
import { dbBool } from '../../db/values.ts';
import { romeAt } from './days.ts';
import { insertInChunks, type TimeSeed } from './time-data.ts';

/** How far back the entries go. */
const WEEKS = 26;
const DEFAULT_DAY_MINUTES = 420;

/**
 * Every demo user's entries on every working day (Monday to Friday) of the last 26 weeks up to
 * yesterday: from 08:30–09:00, blocks of 30 minutes to 2 hours on the user's projects, a lunch break
 * from 13:00 to 14:00, about `dayMinutes` a day (±30 minutes). About 3,000 entries.
 */
export async function seedTimings(
  s: TimeSeed,
  types: { id: number }[],
  memberships: { project_id: number; user_id: number }[],
  dayMinutes: Map<number, number>,
): Promise<void> {
  const { r, pick, now } = s;
  const projectsOf = new Map(
    s.users.map((user) => {
      const own = memberships.filter((m) => m.user_id === user).map((m) => m.project_id);
      return [user, own.length > 0 ? own : s.projectIds];
    }),
  );
  const clientOf = (projectId: number) =>
    s.clients[s.projectIds.indexOf(projectId) % Math.max(1, s.clients.length)]?.id ?? null;
  const entries: Record<string, unknown>[] = [];
  for (let d = WEEKS * 7; d >= 1; d--) {
    const day = addDays(s.today, -d);
    if (isoWeekday(day) > 5) continue;
    for (const user of s.users) {
      let left = (dayMinutes.get(user) ?? DEFAULT_DAY_MINUTES) + (Math.floor(r() * 5) - 2) * 15;
      let minute = 8 * 60 + 30 + Math.floor(r() * 3) * 15;
      while (left > 0) {
        if (minute >= 13 * 60 && minute < 14 * 60) minute = 14 * 60;
        const minutes = Math.min(left, 30 + Math.floor(r() * 7) * 15);
        const start = romeAt(day, Math.floor(minute / 60), minute % 60);
        const projectId = pick(projectsOf.get(user) as number[]);
        entries.push({
          user_id: user,
          project_id: projectId,
          client_id: clientOf(projectId),
          todo_id: null,
          type_id: pick(types)?.id ?? null,
          started_at: new Date(start).toISOString(),
          ended_at: new Date(start + minutes * 60_000).toISOString(),
          minutes,
          duration_only: dbBool(false),
          description: null,
          billable: dbBool(r() < 0.8),
          created_at: now,
          updated_at: now,
          created_by: user,
        });
        left -= minutes;
        minute += minutes + (r() < 0.3 ? 15 : 0);
      }
    }
  }
  await insertInChunks(s.trx, 'timings', entries);
}

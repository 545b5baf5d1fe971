import { type SchedulePatron, type SchedulePatronSetting, schedulePatronSchema } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/values.ts';
import { logActivity } from '../activity/activity.repository.ts';
import { getSettings, putSetting } from './settings.repository.ts';

const KEY = 'schedule_patron';

/**
 * The patron day stored in `settings` (JSON `{"day":"MM-DD","name":…,"comune":…}`), or null when
 * unset or unreadable (a hand-edited value is ignored rather than breaking every calendar).
 */
export async function readSchedulePatron(db: Db): Promise<SchedulePatron | null> {
  const text = (await getSettings(db, [KEY])).get(KEY);
  if (!text) return null;
  try {
    const parsed = schedulePatronSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** GET /settings/schedule-patron. */
export async function getSchedulePatron(db: Db): Promise<SchedulePatronSetting> {
  return { patron: await readSchedulePatron(db) };
}

/** PUT /settings/schedule-patron: sets or clears the patron day (bumps the settings version); logs the change. */
export async function updateSchedulePatron(
  db: Db,
  userId: number,
  input: SchedulePatronSetting,
): Promise<SchedulePatronSetting> {
  return db.transaction().execute(async (trx) => {
    const before = await readSchedulePatron(trx);
    const value = input.patron ? JSON.stringify(input.patron) : null;
    if ((before ? JSON.stringify(before) : null) !== value) {
      await putSetting(trx, KEY, value, nowIso());
      await logActivity(trx, {
        userId,
        entity: 'settings',
        entityId: 0,
        action: 'updated',
        changes: { [KEY]: [before ? JSON.stringify(before) : null, value] },
      });
    }
    return { patron: await readSchedulePatron(trx) };
  });
}

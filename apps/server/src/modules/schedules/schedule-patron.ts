import type { PatronDay } from '@officina/contracts';
import type { Db } from '../../db/database.ts';

/** The `settings` key holding the comune's patron day: `{"day":"MM-DD","name":"…","comune":"…"}`. */
export const PATRON_SETTING_KEY = 'schedule_patron';

/** The patron day read from a setting's text; anything missing or malformed is no patron day. */
export function patronDayOf(value: string | null | undefined): PatronDay | null {
  if (!value) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { day, name } = parsed as { day?: unknown; name?: unknown };
  if (typeof day !== 'string' || !/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(day)) return null;
  const [month, date] = day.split('-').map(Number) as [number, number];
  if (date > new Date(Date.UTC(2024, month, 0)).getUTCDate()) return null;
  return { day, name: typeof name === 'string' && name.trim() ? name.trim() : 'Santo patrono' };
}

/** The company's patron day (setting `schedule_patron`), or null when not set or unreadable. */
export async function findPatronDay(db: Db): Promise<PatronDay | null> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', PATRON_SETTING_KEY)
    .executeTakeFirst();
  return patronDayOf(row?.value);
}

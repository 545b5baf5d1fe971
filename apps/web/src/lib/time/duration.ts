/**
 * Durations as Italian offices write them: "h:mm" (1:30 = an hour and a half). Minutes are integers
 * everywhere in the API; these helpers only translate at the edge of the UI.
 */

/** 90 → "1:30", 0 → "0:00", 605 → "10:05"; negatives keep the sign. */
export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return '';
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.round(Math.abs(minutes));
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

/** Hours with one decimal, Italian style: 90 → "1,5 h". For chart axes and totals in prose. */
export function formatHours(minutes: number): string {
  const hours = Math.round((minutes / 60) * 10) / 10;
  return `${hours.toLocaleString('it-IT', { maximumFractionDigits: 1 })} h`;
}

/**
 * What the user typed in a duration cell → minutes, or null when it is not a duration.
 * Accepts "1:30", decimal hours "1,5" / "1.5", a bare number of hours "8" (as a timesheet cell is
 * filled), "90m", "2h", "2h 15m"; "" → 0.
 */
export function parseDuration(raw: string): number | null {
  const text = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  if (text === '') return 0;
  let match = /^(\d{1,3}):([0-5]\d)$/.exec(text);
  if (match) return Number(match[1]) * 60 + Number(match[2]);
  match = /^(\d{1,3})\s?h(?:\s?(\d{1,2})\s?m(?:in)?)?$/.exec(text);
  if (match) {
    const mins = Number(match[2] ?? 0);
    return mins < 60 ? Number(match[1]) * 60 + mins : null;
  }
  match = /^(\d{1,4})\s?m(?:in)?$/.exec(text);
  if (match) return Number(match[1]);
  match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text);
  if (match) {
    const hours = Number(`${match[1]}.${match[2] ?? '0'}`);
    return Math.round(hours * 60);
  }
  return null;
}

/** Elapsed milliseconds of a running timer → "h:mm:ss" (0:04:09, 12:00:00). */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

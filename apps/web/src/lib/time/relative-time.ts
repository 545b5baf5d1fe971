import { romeWallTime } from '@officina/contracts';

const pad = (value: number) => String(value).padStart(2, '0');

/** Days between two Rome calendar days (b − a). */
function dayDiff(a: { year: number; month: number; day: number }, b: typeof a): number {
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
}

/**
 * When a notification arrived, in Italian and Europe/Rome: "adesso", "12 min fa", "oggi alle 09:12",
 * "ieri alle 18:30", then the day first ("03/11/2026 alle 09:12").
 */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const elapsed = now - at;
  if (elapsed >= 0 && elapsed < 60_000) return 'adesso';
  if (elapsed >= 60_000 && elapsed < 3_600_000) return `${Math.floor(elapsed / 60_000)} min fa`;
  const when = romeWallTime(at);
  const time = `${pad(when.hour)}:${pad(when.minute)}`;
  const days = dayDiff(when, romeWallTime(now));
  if (days === 0) return `oggi alle ${time}`;
  if (days === 1) return `ieri alle ${time}`;
  return `${pad(when.day)}/${pad(when.month)}/${when.year} alle ${time}`;
}

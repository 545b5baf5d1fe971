const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/** "1,5" / "12": one decimal under ten, none above; no ",0". */
function shortNumber(value: number): string {
  const digits = value < 10 ? 1 : 0;
  return new Intl.NumberFormat('it-IT', { maximumFractionDigits: digits, useGrouping: true }).format(value);
}

/**
 * A file size the Italian way, in units of 1024: "0 byte", "512 byte", "1,2 KB", "1,2 MB", "25 MB",
 * "3,4 GB". A size that would round to 1024 of a unit is shown in the next one ("1 MB", not "1.024 KB").
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${Math.round(bytes)} byte`;
  let value = bytes / 1024;
  let unit = 0;
  while (unit < UNITS.length - 1 && Number(value.toFixed(value < 10 ? 1 : 0)) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  return `${shortNumber(value)} ${UNITS[unit]}`;
}

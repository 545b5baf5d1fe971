const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/**
 * Parses a duration as written in the environment: plain seconds ("3600") or a number with one
 * unit ("30s", "30m", "12h", "7d"). Returns seconds, or null when the text is not a duration.
 */
export function parseDurationSeconds(text: string): number | null {
  const match = /^\s*(\d+)\s*([smhd]?)\s*$/i.exec(text);
  if (!match) return null;
  const value = Number(match[1]);
  const unit = (match[2] || 's').toLowerCase();
  const seconds = value * (UNIT_SECONDS[unit] ?? 1);
  return seconds > 0 ? seconds : null;
}

/** The largest .ics the import accepts (the contract's `ics` limit, in characters: a byte is at most one). */
export const ICS_MAX_BYTES = 2_000_000;

const ICS_EXTENSIONS = ['.ics', '.ical', '.icalendar', '.ifb'];
const ICS_TYPES = ['text/calendar', 'application/ics', 'text/x-vcalendar'];

/** "1,4 MB", "820 KB": a file's size the way the refusal message says it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1_000_000)
    return `${(bytes / 1_000_000).toLocaleString('it-IT', { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1_000)).toLocaleString('it-IT')} KB`;
}

/**
 * Why a chosen file cannot be imported (checked before anything is read or sent), or null when it
 * may go: an iCalendar file by name or type, not empty, at most 2 MB.
 */
export function icsFileProblem(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const name = file.name.toLowerCase();
  const isIcs = ICS_EXTENSIONS.some((ext) => name.endsWith(ext)) || ICS_TYPES.includes(file.type);
  if (!isIcs) return `«${file.name}» non è un file iCalendar: scegli un file .ics.`;
  if (file.size === 0) return `Il file «${file.name}» è vuoto.`;
  if (file.size > ICS_MAX_BYTES)
    return `Il file «${file.name}» è troppo grande (${formatFileSize(file.size)}): al massimo 2 MB.`;
  return null;
}

/** Why the text read from a file is not a calendar, or null. */
export function icsTextProblem(text: string): string | null {
  return /BEGIN:VCALENDAR/i.test(text)
    ? null
    : 'Il file non contiene un calendario iCalendar (BEGIN:VCALENDAR).';
}

/** "12 appuntamenti importati, 2 saltati": the import's outcome in one line. */
export function importSummary(report: { created: number; skipped: number }): string {
  const created =
    report.created === 1 ? '1 appuntamento importato' : `${report.created} appuntamenti importati`;
  if (report.skipped === 0) return created;
  return `${created}, ${report.skipped} ${report.skipped === 1 ? 'saltato' : 'saltati'}`;
}

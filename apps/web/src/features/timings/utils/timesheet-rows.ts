import type { Timesheet } from '@officina/contracts';

export type TimesheetRow = Timesheet['rows'][number];

/** Rows of the grid: the server's, plus projects the user added this session (empty until filled). */
export function mergeRows(
  rows: readonly TimesheetRow[],
  added: readonly { id: number; code: string; name: string }[],
): TimesheetRow[] {
  const present = new Set(rows.map((row) => row.project_id));
  const extra = added
    .filter((project) => !present.has(project.id))
    .map((project) => ({
      project_id: project.id,
      project_code: project.code,
      project_name: project.name,
      minutes: [0, 0, 0, 0, 0, 0, 0],
      total: 0,
    }));
  return [...rows, ...extra];
}

/** Totals of a week's rows: per day (Mon–Sun) and overall. */
export function timesheetTotals(rows: readonly TimesheetRow[]): { days: number[]; total: number } {
  const days = [0, 0, 0, 0, 0, 0, 0];
  for (const row of rows) {
    row.minutes.forEach((minutes, index) => {
      days[index] = (days[index] ?? 0) + minutes;
    });
  }
  return { days, total: days.reduce((sum, minutes) => sum + minutes, 0) };
}

/** A row with one cell changed, its total recomputed (what the grid shows while saving). */
export function withCell(row: TimesheetRow, dayIndex: number, minutes: number): TimesheetRow {
  const next = row.minutes.map((value, index) => (index === dayIndex ? minutes : value));
  return { ...row, minutes: next, total: next.reduce((sum, value) => sum + value, 0) };
}

/** The key of a grid cell, for its saving and error state: "12:0", "none:6". */
export function cellKey(projectId: number | null, dayIndex: number): string {
  return `${projectId ?? 'none'}:${dayIndex}`;
}

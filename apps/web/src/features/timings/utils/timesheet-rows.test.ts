import { describe, expect, it } from 'vitest';
import { mergeRows, type TimesheetRow, timesheetTotals, withCell } from './timesheet-rows.ts';

const row = (project_id: number | null, minutes: number[]): TimesheetRow => ({
  project_id,
  project_code: project_id ? `P${project_id}` : null,
  project_name: project_id ? `Progetto ${project_id}` : null,
  minutes,
  total: minutes.reduce((a, b) => a + b, 0),
});

describe('timesheet rows', () => {
  it('sums per day and overall', () => {
    const totals = timesheetTotals([
      row(1, [60, 30, 0, 0, 0, 0, 0]),
      row(2, [0, 90, 480, 0, 0, 0, 15]),
      row(null, [15, 0, 0, 0, 0, 0, 0]),
    ]);
    expect(totals.days).toEqual([75, 120, 480, 0, 0, 0, 15]);
    expect(totals.total).toBe(690);
  });
  it('an empty week is all zeros', () => {
    expect(timesheetTotals([])).toEqual({ days: [0, 0, 0, 0, 0, 0, 0], total: 0 });
  });
  it('adds chosen projects once, after the server rows', () => {
    const rows = mergeRows(
      [row(1, [60, 0, 0, 0, 0, 0, 0])],
      [
        { id: 1, code: 'P1', name: 'Progetto 1' },
        { id: 7, code: 'P7', name: 'Progetto 7' },
      ],
    );
    expect(rows.map((r) => r.project_id)).toEqual([1, 7]);
    expect(rows[1]?.minutes).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
  it('recomputes a row total after a cell edit', () => {
    const edited = withCell(row(1, [60, 30, 0, 0, 0, 0, 0]), 2, 120);
    expect(edited.minutes).toEqual([60, 30, 120, 0, 0, 0, 0]);
    expect(edited.total).toBe(210);
  });
});

import type { TimingView } from '@officina/contracts';
import { describe, expect, it } from 'vitest';
import { timingColumns } from './timing-columns.tsx';

const timer: TimingView = {
  id: 1,
  user_id: 1,
  todo_id: null,
  project_id: null,
  client_id: null,
  type_id: 3,
  // 09:05:12–10:40:48 local time (seconds are dropped, not rounded).
  started_at: new Date(2026, 2, 2, 9, 5, 12).toISOString(),
  ended_at: new Date(2026, 2, 2, 10, 40, 48).toISOString(),
  minutes: 96,
  duration_only: false,
  description: null,
  billable: true,
  created_at: '2026-03-02T09:40:48.000Z',
  updated_at: '2026-03-02T09:40:48.000Z',
  created_by: 1,
  user_name: 'Maria Rossi',
  todo_title: null,
  project_name: null,
  project_code: null,
  client_name: null,
  type_name: 'Sviluppo',
  running: false,
};

describe('time entry columns', () => {
  const columns = timingColumns({
    showUser: false,
    showTodo: false,
    showProject: false,
    mayChange: () => false,
    onEdit: () => undefined,
    onDelete: () => undefined,
  });
  const found = columns.find((c) => c.field === 'time');
  if (!found) throw new Error('no Orario column');
  const time = found;

  it('a timer entry shows its start and end whole, in a column wide enough for them', () => {
    const value = (time.valueGetter as unknown as (v: unknown, row: TimingView) => string)(undefined, timer);
    expect(value).toBe('09:05–10:40');
    // 11 characters of 14 px Roboto (~80 px) plus the cell's 2 × 10 px padding and the separator.
    expect(time.width).toBeGreaterThanOrEqual(120);
    expect(time.minWidth).toBeGreaterThanOrEqual(120);
  });
});

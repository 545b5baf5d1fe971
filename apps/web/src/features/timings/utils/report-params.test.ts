import { describe, expect, it } from 'vitest';
import { reportViewFrom } from './report-params.ts';

const today = '2026-03-18';

describe('reportViewFrom', () => {
  it('defaults to this month by project, everyone’s hours with view_all_timings, else mine', () => {
    expect(reportViewFrom(new URLSearchParams(), today, true)).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      groupBy: 'project',
      user: 'all',
      billable: null,
      preset: 'this-month',
      query: { from: '2026-03-01', to: '2026-03-31', group_by: 'project', user_id: 'all' },
    });
    expect(reportViewFrom(new URLSearchParams(), today, false).query.user_id).toBe('me');
  });

  it('reads the period, grouping, user and billable filter from the URL', () => {
    const view = reportViewFrom(
      new URLSearchParams('from=2026-02-03&to=2026-02-10&group_by=client&user=3&billable=false'),
      today,
      true,
    );
    expect(view).toMatchObject({
      from: '2026-02-03',
      to: '2026-02-10',
      groupBy: 'client',
      preset: undefined,
    });
    expect(view.query).toEqual({
      from: '2026-02-03',
      to: '2026-02-10',
      group_by: 'client',
      user_id: 3,
      billable: false,
    });
  });

  it('ignores malformed days, unknown groupings and billable values', () => {
    const view = reportViewFrom(
      new URLSearchParams('from=3/2/2026&group_by=color&billable=yes'),
      today,
      false,
    );
    expect(view).toMatchObject({ from: '2026-03-01', to: '2026-03-31', groupBy: 'project', billable: 'yes' });
    expect(view.query).not.toHaveProperty('billable');
  });

  it('recognises a preset period', () => {
    const view = reportViewFrom(new URLSearchParams('from=2026-02-01&to=2026-02-28'), today, true);
    expect(view.preset).toBe('last-month');
  });
});

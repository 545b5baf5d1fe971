import { describe, expect, it } from 'vitest';
import { presetRange } from './report-period.ts';

describe('report periods', () => {
  it('this week is Monday to Sunday', () => {
    expect(presetRange('this-week', '2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(presetRange('this-week', '2026-11-16')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });
  it('months, including across a year', () => {
    expect(presetRange('this-month', '2026-02-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('last-month', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('last-3-months', '2026-11-22')).toEqual({ from: '2026-09-01', to: '2026-11-30' });
    expect(presetRange('this-year', '2026-11-22')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });
});

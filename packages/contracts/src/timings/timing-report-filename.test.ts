import { describe, expect, it } from 'vitest';
import { timingReportFilename } from './timing.schemas.ts';

describe('timingReportFilename', () => {
  it('names the grouping in Italian', () => {
    const period = { from: '2026-03-01', to: '2026-03-31' };
    expect(timingReportFilename({ ...period, group_by: 'project' }, 'csv')).toBe(
      'ore-per-progetto-2026-03-01-2026-03-31.csv',
    );
    expect(timingReportFilename({ ...period, group_by: 'client' }, 'xlsx')).toBe(
      'ore-per-cliente-2026-03-01-2026-03-31.xlsx',
    );
    expect(timingReportFilename({ ...period, group_by: 'user' }, 'csv')).toBe(
      'ore-per-utente-2026-03-01-2026-03-31.csv',
    );
    expect(timingReportFilename({ ...period, group_by: 'type' }, 'csv')).toBe(
      'ore-per-tipo-2026-03-01-2026-03-31.csv',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { auditFiltersFrom, auditFiltersToParams, hasAuditFilters, periodReversed } from './audit-filters.ts';

describe('audit filters in the URL', () => {
  it('reads the valid filters and drops the rest', () => {
    const params = new URLSearchParams(
      'user_id=7&entity=client&action=created&from=2026-11-01&to=2026-11-30',
    );
    expect(auditFiltersFrom(params)).toEqual({
      user_id: 7,
      entity: 'client',
      action: 'created',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    const bad = new URLSearchParams('user_id=-2&entity=Client;drop&action=&from=01/11/2026&to=x');
    expect(auditFiltersFrom(bad)).toEqual({});
    expect(hasAuditFilters(auditFiltersFrom(bad))).toBe(false);
  });

  it('writes only what is set, and reads back the same', () => {
    const filters = { entity: 'todo', from: '2026-02-28' };
    const params = auditFiltersToParams({ ...filters, action: '' } as never);
    expect(params.toString()).toBe('entity=todo&from=2026-02-28');
    expect(auditFiltersFrom(params)).toEqual(filters);
  });

  it('knows a period that runs backwards', () => {
    expect(periodReversed({ from: '2026-03-02', to: '2026-03-01' })).toBe(true);
    expect(periodReversed({ from: '2026-03-01', to: '2026-03-01' })).toBe(false);
    expect(periodReversed({ from: '2026-03-01' })).toBe(false);
  });
});

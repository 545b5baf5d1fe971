import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateLocalizationProvider } from '../../../components/date-localization-provider.tsx';
import { useSettingsStore } from '../../../lib/settings/settings-store.ts';
import { reportViewFrom } from '../utils/report-params.ts';
import { TimeReportFilters } from './time-report-filters.tsx';

afterEach(cleanup);

describe('TimeReportFilters', () => {
  it('renders before the people settings are loaded (no new list per store read)', () => {
    useSettingsStore.setState({ people: null } as never);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = reportViewFrom(new URLSearchParams(), '2026-03-02', true);
    render(
      <DateLocalizationProvider>
        <TimeReportFilters view={view} today="2026-03-02" canPickUser onChange={() => {}} />
      </DateLocalizationProvider>,
    );
    expect(screen.getAllByRole('combobox').length).toBeGreaterThan(0);
    expect(errors.mock.calls.map((c) => String(c[0])).join('\n')).not.toMatch(
      /getSnapshot|Maximum update depth/,
    );
    errors.mockRestore();
  });
});

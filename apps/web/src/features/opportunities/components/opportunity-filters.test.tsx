import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateLocalizationProvider } from '../../../components/date-localization-provider.tsx';
import { readListState } from '../../../lib/list/list-url-state.ts';
import { fakeApi } from '../../../test/fixtures.ts';
import { opportunityListSpec } from '../utils/list-spec.ts';
import { OpportunityFilters } from './opportunity-filters.tsx';

function renderFilters(query: string) {
  const onChange = vi.fn();
  const state = readListState(opportunityListSpec, new URLSearchParams(query));
  vi.stubGlobal('fetch', vi.fn(fakeApi({}).fetchImpl));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DateLocalizationProvider>
        <OpportunityFilters state={state} onChange={onChange} board={false} />
      </DateLocalizationProvider>
    </QueryClientProvider>,
  );
  return onChange;
}

afterEach(() => vi.unstubAllGlobals());

describe('OpportunityFilters', () => {
  it('shows the expected-close month in Italian and clears it', async () => {
    const onChange = renderFilters('close_month=2026-11');
    const field = screen.getByRole('group', { name: 'Chiusura prevista' });
    expect(field.textContent).toContain('novembre 2026');
    await userEvent.click(screen.getByRole('button', { name: /cancella|clear/i }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ filters: expect.not.objectContaining({ close_month: expect.anything() }) }),
    );
  });
});

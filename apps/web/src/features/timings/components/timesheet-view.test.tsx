import type { Timesheet } from '@officina/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { useSettingsStore } from '../../../lib/settings/settings-store.ts';
import { daysOfWeek } from '../../../lib/time/week.ts';
import { fakeApi, json, maria, peopleSettings } from '../../../test/fixtures.ts';
import { TimesheetView } from './timesheet-view.tsx';

const week = '2026-03-02';
const days = daysOfWeek(week);
const below = 'Le altre voci del giorno sommano già 90 minuti: modificale dall’elenco dei tempi.';

const sheet: Timesheet = {
  week,
  user_id: maria.id,
  days: days.map((date, index) => ({ date, minutes: index === 0 ? 90 : 0 })),
  rows: [
    {
      project_id: 4,
      project_code: 'DEMO-001',
      project_name: 'Sito',
      minutes: [90, 0, 0, 0, 0, 0, 0],
      total: 90,
    },
  ],
  total: 90,
  running: false,
};

function renderSheet() {
  const api = fakeApi({
    'GET /api/timesheet': () => json(sheet),
    'GET /api/timings': () =>
      json({ data: [], meta: { total: 0, page: 1, per_page: 25 }, total_minutes: 90 }),
    'PUT /api/timesheet/cell': () => json({ message: 'Dati non validi', errors: { minutes: [below] } }, 422),
    'GET /api/projects': () =>
      json({
        data: [{ id: 9, code: 'DEMO-009', name: 'Intranet', client_id: null }],
        meta: { total: 1, page: 1, per_page: 20 },
      }),
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchImpl));
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/timesheet?week=${week}`]}>
        <TimesheetView />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

let scrolled: ReturnType<typeof vi.fn>;

beforeEach(() => {
  useSessionStore.getState().setSession('jwt', maria);
  useSessionStore.getState().setPermissions([{ action: 'view_timings', subject: 'all' }]);
  useSettingsStore.getState().setPeople(peopleSettings);
  scrolled = vi.fn();
  Element.prototype.scrollIntoView = scrolled as unknown as Element['scrollIntoView'];
});

afterEach(() => {
  cleanup(); // before the stores empty under a mounted page
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
  useSettingsStore.getState().reset();
});

describe('TimesheetView', () => {
  it('points to «Voci della settimana» when a cell is below its timed entries (422)', async () => {
    const user = userEvent.setup();
    const api = renderSheet();
    const cell = await screen.findByRole('textbox', { name: /^DEMO-001, lunedì/ });
    await user.clear(cell);
    await user.type(cell, '0:30{Enter}');

    const message = `${below} Modifica le voci nella lista «Voci della settimana» qui sotto.`;
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', message);
    expect(cell.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    // The list is brought into view, the focus stays in the cell to correct or Escape it.
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    const target = scrolled.mock.contexts[0] as HTMLElement;
    expect(target.textContent).toContain('Voci della settimana');
    expect(document.activeElement).toBe(cell);
  });

  it('keeps a bad duration red while the user is still in the cell', async () => {
    const user = userEvent.setup();
    renderSheet();
    const cell = await screen.findByRole('textbox', { name: /^DEMO-001, martedì/ });
    await user.type(cell, 'abc{Enter}');

    expect(document.activeElement).toBe(cell);
    expect(cell.getAttribute('aria-invalid')).toBe('true');
    expect(cell.parentElement?.classList.contains('Mui-error')).toBe(true);
    // The default theme's error.main (#d32f2f), not the focus border's primary.main.
    expect(getComputedStyle(cell).borderTopColor).toBe('rgb(211, 47, 47)');
    expect(await screen.findByRole('tooltip')).toHaveProperty(
      'textContent',
      'Durata non valida (es. 1:30, max 24:00)',
    );
  });

  it("«Aggiungi progetto» focuses its picker, then the chosen project's first cell", async () => {
    const user = userEvent.setup();
    renderSheet();
    await user.click(await screen.findByRole('button', { name: 'Aggiungi progetto' }));
    const picker = screen.getByRole('combobox', { name: 'Progetto da aggiungere' });
    expect(document.activeElement).toBe(picker);

    await user.keyboard('Intra');
    await user.click(await screen.findByRole('option', { name: /Intranet/ }));
    const monday = await screen.findByRole('textbox', { name: /^DEMO-009, lunedì/ });
    await waitFor(() => expect(document.activeElement).toBe(monday));
  });
});

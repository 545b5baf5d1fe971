import type { ScheduleOccurrence, ScheduleView } from '@officina/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../lib/paths.ts';
import { fakeApi, json } from '../../../test/fixtures.ts';
import { LINKED_EVENT_MISSING, linkedOccurrence, occurrenceOfSchedule } from '../utils/linked-event.ts';
import { useCalendarUrl } from './use-calendar-url.ts';
import { useLinkedEvent } from './use-linked-event.ts';

/** Event 12: a weekly series from Monday 04/05/2026 09:00, on Anna's calendar 3. */
const series: ScheduleView = {
  id: 12,
  calendar_id: 3,
  calendar_name: 'Agenda',
  color: null,
  title: 'Riunione di cantiere',
  description: null,
  location: 'Via Roma 1',
  all_day: false,
  start: '2026-05-04T09:00',
  end: '2026-05-04T10:00',
  rrule: 'FREQ=WEEKLY',
  exdates: [],
  skip_holidays: false,
  series_id: null,
  recurrence_start: null,
  client_id: null,
  client_name: null,
  project_id: null,
  project_code: null,
  project_name: null,
  attendees: [{ id: 5, name: 'Anna Bianchi' }],
  reminder_minutes: null,
  created_by: 5,
  created_by_name: 'Anna Bianchi',
  can_edit: true,
  created_at: '2026-04-01T08:00:00.000Z',
  updated_at: '2026-04-01T08:00:00.000Z',
};

const occurrenceOn = (day: string, id = 12): ScheduleOccurrence => ({
  ...occurrenceOfSchedule({ ...series, id }),
  key: `${id}@${day}T09:00`,
  start: `${day}T09:00`,
  end: `${day}T10:00`,
  occurrence_start: `${day}T09:00`,
});

/**
 * The calendar page's part of `evento`: the URL, the hook, the window (drawn by a button, as the
 * calendar answers after its first render) and the dialog's close, which drops `evento` as the page does.
 */
function Harness({ rows }: { rows: readonly ScheduleOccurrence[] }) {
  const url = useCalendarUrl();
  const location = useLocation();
  const [drawn, setDrawn] = useState<readonly ScheduleOccurrence[] | undefined>(undefined);
  const [opened, setOpened] = useState<ScheduleOccurrence | null>(null);
  const open = useCallback((occurrence: ScheduleOccurrence) => setOpened(occurrence), []);
  const linked = useLinkedEvent({
    eventId: url.eventId,
    day: url.date,
    window: drawn,
    open,
    clearEvent: url.clearEvent,
  });
  return (
    <div>
      <output aria-label="indirizzo">{location.search}</output>
      <output aria-label="aperto">{opened?.key ?? 'nessuno'}</output>
      {linked.message && <p role="alert">{linked.message}</p>}
      <button type="button" onClick={() => setDrawn(rows)}>
        Disegna
      </button>
      <button
        type="button"
        onClick={() => {
          setOpened(null);
          url.clearEvent();
        }}
      >
        Chiudi
      </button>
    </div>
  );
}

function renderAt(target: string, rows: readonly ScheduleOccurrence[], schedule: () => Response) {
  const api = fakeApi({ [`GET /api/schedules/${series.id}`]: schedule });
  vi.stubGlobal('fetch', vi.fn(api.fetchImpl));
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <p>Cruscotto</p> },
      { path: '/schedules', element: <Harness rows={rows} /> },
    ],
    { initialEntries: ['/dashboard', target], initialIndex: 1 },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { api, router };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('linkedOccurrence', () => {
  const window = [occurrenceOn('2026-05-11'), occurrenceOn('2026-05-04'), occurrenceOn('2026-05-04', 13)];

  it('opens the occurrence of the URL day, else the first drawn, else the event as read', () => {
    expect(linkedOccurrence(window, series, '2026-05-11').key).toBe('12@2026-05-11T09:00');
    expect(linkedOccurrence(window, series, '2026-05-06').key).toBe('12@2026-05-04T09:00');
    expect(linkedOccurrence([occurrenceOn('2026-05-04', 13)], series, '2026-05-04')).toEqual(
      occurrenceOfSchedule(series),
    );
  });

  it('reads a series as its first occurrence and a detached occurrence as recurring', () => {
    expect(occurrenceOfSchedule(series)).toMatchObject({
      key: '12@2026-05-04T09:00',
      occurrence_start: '2026-05-04T09:00',
      recurring: true,
      attendee_ids: [5],
    });
    expect(occurrenceOfSchedule({ ...series, rrule: null, series_id: 9 }).recurring).toBe(true);
    expect(occurrenceOfSchedule({ ...series, rrule: null }).recurring).toBe(false);
  });
});

describe('evento in the calendar URL', () => {
  it('paths.scheduleEvent is the week of the day with the event', () => {
    expect(paths.scheduleEvent.build(12, '2026-05-11T09:00')).toBe(
      '/schedules?date=2026-05-11&view=settimana&evento=12',
    );
  });

  it('waits for the window, opens the occurrence of the URL day once, and closing replaces the entry', async () => {
    const user = userEvent.setup();
    const { api, router } = renderAt(
      paths.scheduleEvent.build(12, '2026-05-11'),
      [occurrenceOn('2026-05-04'), occurrenceOn('2026-05-11')],
      () => json({ schedule: series }),
    );
    await vi.waitFor(() => expect(api.calls.some((c) => c.url === '/api/schedules/12')).toBe(true));
    // The event is read, but the window is not drawn yet: nothing opens.
    expect(screen.getByLabelText('aperto').textContent).toBe('nessuno');

    await user.click(screen.getByRole('button', { name: 'Disegna' }));
    expect((await screen.findByText('12@2026-05-11T09:00')).textContent).toBeTruthy();
    expect(screen.getByLabelText('indirizzo').textContent).toContain('evento=12');

    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(screen.getByLabelText('indirizzo').textContent).toBe('?date=2026-05-11&view=settimana');
    expect(screen.getByLabelText('indirizzo').textContent).not.toContain('evento');
    expect(screen.getByLabelText('aperto').textContent).toBe('nessuno');
    // Replaced, not pushed: Back leaves the calendar instead of opening the event again.
    await router.navigate(-1);
    expect((await screen.findByText('Cruscotto')).textContent).toBeTruthy();
  });

  it('an event the window does not draw opens as read by id', async () => {
    const user = userEvent.setup();
    renderAt(paths.scheduleEvent.build(12, '2026-05-04'), [occurrenceOn('2026-05-04', 13)], () =>
      json({ schedule: series }),
    );
    await user.click(screen.getByRole('button', { name: 'Disegna' }));
    expect((await screen.findByText('12@2026-05-04T09:00')).textContent).toBeTruthy();
  });

  it('an unknown id says so, leaves the URL without evento and opens nothing', async () => {
    const user = userEvent.setup();
    renderAt(paths.scheduleEvent.build(12, '2026-05-04'), [], () =>
      json({ alert: { message: 'Appuntamento non trovato', type: 'error' } }, 404),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(LINKED_EVENT_MISSING);
    await vi.waitFor(() =>
      expect(screen.getByLabelText('indirizzo').textContent).toBe('?date=2026-05-04&view=settimana'),
    );
    expect(screen.getByLabelText('indirizzo').textContent).not.toContain('evento');
    await user.click(screen.getByRole('button', { name: 'Disegna' }));
    expect(screen.getByLabelText('aperto').textContent).toBe('nessuno');
  });
});

import type { Dashboard, DashboardLayout } from '@officina/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/toast.ts';
import { DashboardPage } from './dashboard-page.tsx';

vi.mock('../../lib/toast.ts', () => ({ notify: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));

beforeAll(() => {
  // The charts measure their box.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as never;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notify.error).mockClear();
});

const NOW = '2026-11-25T09:00:00.000Z';

const todo = (id: number, title: string) => ({
  id,
  title,
  due_at: '2026-11-25T15:00:00.000Z',
  due_all_day: false,
  priority: 'high' as const,
  project_id: null,
  project_name: 'Sito nuovo',
});

function dashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    server_time: NOW,
    my_todos: { today: [todo(1, 'Chiamare Rossi')], today_count: 3, overdue: [], overdue_count: 2 },
    time: {
      running_timer: null,
      minutes_this_week: 450,
      week_target_minutes: 2400,
      minutes_by_day: [240, 210, 0, 0, 0, 0, 0],
    },
    upcoming_events: { data: [] } as never,
    pipeline: {
      states: [
        {
          state_id: 20,
          name: 'Nuova',
          color: '#1976d2',
          count: 2,
          amount_cents: 123_456,
          weighted_cents: 61_728,
        },
        {
          state_id: 21,
          name: 'Trattativa',
          color: null,
          count: 1,
          amount_cents: 500_000,
          weighted_cents: 400_000,
        },
      ],
      total_count: 3,
      total_cents: 623_456,
      weighted_cents: 461_728,
    },
    expiring_contracts: {
      within_days: 60,
      count: 1,
      items: [
        {
          id: 5,
          number: 'C-2026-004',
          title: 'Assistenza',
          client_name: 'Bianchi',
          end_on: '2026-12-31',
          amount_cents: 250_000,
        },
      ],
    },
    projects_over_budget: null,
    recent_activity: { items: [] },
    notifications: { unread_count: 4, items: [] },
    ...overrides,
  };
}

const defaultOrder = (): DashboardLayout => ({
  widgets: [
    { key: 'my_todos', hidden: false },
    { key: 'time', hidden: false },
    { key: 'upcoming_events', hidden: false },
    { key: 'pipeline', hidden: false },
    { key: 'expiring_contracts', hidden: false },
    { key: 'projects_over_budget', hidden: false },
    { key: 'recent_activity', hidden: false },
    { key: 'notifications', hidden: false },
  ],
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API at the fetch edge; PUT /dashboard/layout answers `putStatus`, and every PUT body is kept. */
function serve(
  data: Dashboard,
  layout: DashboardLayout,
  putStatus = 200,
  hold: Promise<void> = Promise.resolve(),
) {
  const puts: unknown[] = [];
  const fetchImpl = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = url.split('?')[0];
    if (path === '/api/health') {
      // biome-ignore lint/suspicious/noDocumentCookie: plays the server's Set-Cookie in jsdom
      document.cookie = 'XSRF-TOKEN=test-xsrf; path=/';
      return json({ status: 'ok', database: 'ok' });
    }
    if (method === 'GET' && path === '/api/dashboard') return json(data);
    if (method === 'GET' && path === '/api/dashboard/layout') return json(layout);
    if (method === 'GET' && path === '/api/timings/timer') return json({ timer: null, server_time: NOW });
    if (method === 'PUT' && path === '/api/dashboard/layout') {
      const body = JSON.parse(String(init.body));
      puts.push(body);
      // The server answers when the test lets it: the optimistic layout shows meanwhile.
      await hold;
      return putStatus === 200
        ? json(body)
        : json({ alert: { message: 'Errore del server.', type: 'error' } }, putStatus);
    }
    return json({ alert: { message: 'Risorsa non trovata.' } }, 404);
  });
  vi.stubGlobal('fetch', fetchImpl);
  return { puts, fetchImpl };
}

function renderPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

/** The widgets' titles in the grid (also while the dialog hides the page from the accessibility tree). */
const widgetTitles = () =>
  within(screen.getByTestId('dashboard-grid'))
    .getAllByRole('heading', { level: 2, hidden: true })
    .map((heading) => heading.textContent);

/** Waits for the grid and opens «Personalizza»: its dialog. */
async function openCustomize(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByTestId('dashboard-grid');
  await user.click(screen.getByRole('button', { name: 'Personalizza' }));
  return screen.findByRole('dialog', { name: 'Personalizza la dashboard' });
}

describe('DashboardPage', () => {
  it('draws the widgets in the saved order, leaving out the hidden and the not permitted', async () => {
    const layout = defaultOrder();
    layout.widgets = [
      { key: 'notifications', hidden: false },
      { key: 'pipeline', hidden: false },
      { key: 'my_todos', hidden: true },
      ...layout.widgets.filter((w) => !['notifications', 'pipeline', 'my_todos'].includes(w.key)),
    ];
    serve(dashboard(), layout);
    renderPage();
    await screen.findByTestId('dashboard-grid');
    expect(widgetTitles()).toEqual([
      'Notifiche non lette',
      'Pipeline delle opportunità',
      'Timer e ore della settimana',
      'Prossimi appuntamenti',
      'Contratti in scadenza',
      // projects_over_budget is null: not permitted, not drawn.
      'Attività recenti',
    ]);
  });

  it('links each number to its list filtered the same way, money and dates in Italian', async () => {
    serve(dashboard(), defaultOrder());
    renderPage();
    const today = await screen.findByRole('link', { name: 'Oggi 3' });
    expect(today.getAttribute('href')).toBe('/todos?due=today');
    expect(screen.getByRole('link', { name: 'Scaduti 2' }).getAttribute('href')).toBe('/todos?overdue=true');
    expect(screen.getByRole('link', { name: 'Nuova · 2' }).getAttribute('href')).toBe(
      '/opportunities?state_id=20',
    );
    expect(screen.getByRole('link', { name: 'Trattativa · 1' }).getAttribute('href')).toBe(
      '/opportunities?state_id=21',
    );
    expect(screen.getByRole('link', { name: 'Entro 60 giorni 1' }).getAttribute('href')).toBe(
      '/contracts?expiring_within_days=60',
    );
    expect(screen.getByRole('link', { name: 'Non lette 4' }).getAttribute('href')).toBe(
      '/notifications?filtro=non-lette',
    );
    expect(screen.getByTestId('pipeline-total').textContent).toBe('€ 6.234,56');
    expect(screen.getByTestId('pipeline-weighted').textContent).toBe('€ 4.617,28');
    const contracts = screen.getByRole('list', { name: 'Contratti che scadono per primi' });
    expect(contracts.textContent).toContain('Scade il 31/12/2026');
    expect(contracts.textContent).toContain('€ 2.500,00');
    expect(
      screen.getByRole('img', { name: /^Ore per giorno di questa settimana: lunedì 4:00, martedì 3:30/ }),
    ).toBeTruthy();
    expect(
      screen.getByRole('img', { name: /^Importi per stato: Nuova: 2 opportunità, € 1.234,56/ }),
    ).toBeTruthy();
  });

  it('says what to do when a widget is empty', async () => {
    serve(
      dashboard({
        my_todos: { today: [], today_count: 0, overdue: [], overdue_count: 0 },
        projects_over_budget: { threshold_percent: 80, count: 0, items: [] },
      }),
      defaultOrder(),
    );
    renderPage();
    expect(await screen.findByText('Nessun to-do per oggi. Aggiungine uno da To-do.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Budget usato ≥ 80% 0' }).getAttribute('href')).toBe(
      '/projects?budget_used_min_percent=80',
    );
  });

  it('hides a widget at once from "Personalizza" and saves the layout', async () => {
    const user = userEvent.setup();
    const { puts } = serve(dashboard(), defaultOrder());
    const client = renderPage();
    const dialog = await openCustomize(user);
    expect(within(dialog).getByText('Non disponibile con i tuoi permessi')).toBeTruthy();
    await user.click(within(dialog).getByRole('switch', { name: 'Mostra «Pipeline delle opportunità»' }));
    expect(widgetTitles()).not.toContain('Pipeline delle opportunità');
    await waitFor(() => expect(puts).toHaveLength(1));
    expect((puts[0] as DashboardLayout).widgets.find((w) => w.key === 'pipeline')?.hidden).toBe(true);
    // Saved: the page keeps it (no save left in the queue for the next test).
    await waitFor(() => expect(client.isMutating()).toBe(0));
    expect(widgetTitles()).not.toContain('Pipeline delle opportunità');
  });

  it('counts every press of "Sposta giù", even those quicker than a render, and saves them in order', async () => {
    const user = userEvent.setup();
    const { puts } = serve(dashboard(), defaultOrder());
    const client = renderPage();
    const dialog = await openCustomize(user);
    // Three presses in one go, before the page has drawn the first (as a busy browser may see them).
    const down = within(dialog).getByRole('button', { name: 'Sposta giù «I miei to-do»' });
    fireEvent.click(down);
    fireEvent.click(down);
    fireEvent.click(down);
    await waitFor(() => expect(puts).toHaveLength(3));
    const third = (puts[2] as DashboardLayout).widgets.map((widget) => widget.key);
    expect(third.indexOf('my_todos')).toBe(3);
    await waitFor(() => expect(client.isMutating()).toBe(0));
    expect(widgetTitles().indexOf('I miei to-do')).toBe(3);
  });

  it('puts the layout back and says so in Italian when the save fails', async () => {
    const user = userEvent.setup();
    let answer = () => {};
    const hold = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { puts } = serve(dashboard(), defaultOrder(), 500, hold);
    renderPage();
    const dialog = await openCustomize(user);
    await user.click(within(dialog).getByRole('button', { name: 'Sposta giù «I miei to-do»' }));
    // At once the to-dos come second…
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(widgetTitles().slice(0, 2)).toEqual(['Timer e ore della settimana', 'I miei to-do']);
    // …and go back first when the server refuses.
    answer();
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Impossibile salvare la disposizione della dashboard: riprova.',
      ),
    );
    await waitFor(() =>
      expect(widgetTitles().slice(0, 2)).toEqual(['I miei to-do', 'Timer e ore della settimana']),
    );
  });
});

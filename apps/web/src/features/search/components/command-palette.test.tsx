import type { SearchHit, SearchResult } from '@officina/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fixtures.ts';
import type { PaletteAction } from '../utils/palette-options.ts';
import { CommandPalette } from './command-palette.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const hit = (
  kind: SearchHit['kind'],
  id: number,
  title: string,
  extra: Partial<SearchHit> = {},
): SearchHit => ({
  kind,
  id,
  title,
  subtitle: null,
  path: `/${kind}/${id}`,
  archived: false,
  updated_at: '2026-11-20T09:00:00.000Z',
  ...extra,
});

const answer: SearchResult = {
  q: 'ross',
  kinds: ['client', 'person', 'project'],
  groups: [
    {
      kind: 'client',
      label: 'Clienti',
      more: false,
      items: [
        hit('client', 1, 'Rossi Impianti S.r.l.'),
        hit('client', 2, 'Rossetti Città S.p.A.', { archived: true }),
      ],
    },
    {
      kind: 'person',
      label: 'Persone',
      more: false,
      items: [hit('person', 3, 'Mario Rossi', { subtitle: 'Rossi Impianti S.r.l.' })],
    },
  ],
};

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** The palette open until it asks to close, as the navbar holds it. */
function Host({ actions, onClose }: { actions: PaletteAction[]; onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <CommandPalette
      open={open}
      onClose={() => {
        onClose();
        setOpen(false);
      }}
      actions={actions}
    />
  );
}

function renderPalette(actions: PaletteAction[] = [], result: SearchResult = answer) {
  const api = fakeApi({ 'GET /api/search': () => json(result) });
  vi.stubGlobal('fetch', vi.fn(api.fetchImpl));
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
        <Host actions={actions} onClose={onClose} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { api, onClose, input: screen.getByRole('combobox', { name: 'Cerca in Officina' }) };
}

const action = (id: string, label: string, group = 'Vai a', keywords?: string[]): PaletteAction => ({
  id,
  label,
  group,
  run: vi.fn(),
  ...(keywords ? { keywords } : {}),
});

describe('CommandPalette', () => {
  it('asks the server once the typing pauses, with limit 5, and lists the hits under their kind', async () => {
    const user = userEvent.setup();
    const { api, input } = renderPalette();
    expect(document.activeElement).toBe(input);
    await user.type(input, 'ross');
    const listbox = screen.getByRole('listbox');
    const clients = await within(listbox).findByRole('group', { name: 'Clienti' });
    expect(
      within(clients)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Rossi Impianti S.r.l.', 'Rossetti Città S.p.A.Archiviato']);
    expect(within(listbox).getByRole('group', { name: 'Persone' }).textContent).toContain('Mario Rossi');
    const asked = api.calls.filter((call) => call.url.startsWith('/api/search'));
    // Debounced: one request for "ross", none for "r", "ro", "ros".
    expect(asked.map((call) => new URL(call.url, 'http://x').searchParams.toString())).toEqual([
      'q=ross&limit=5',
    ]);
    // The matched part is marked.
    expect(clients.querySelector('mark')?.textContent).toBe('Ross');
  });

  it('moves across groups with the arrows (aria-activedescendant) and opens the active record with Enter', async () => {
    const user = userEvent.setup();
    const { input, onClose } = renderPalette();
    await user.type(input, 'ross');
    await screen.findByRole('group', { name: 'Persone' });
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const active = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toContain('Mario Rossi');
    expect(active?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}');
    expect(document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent).toContain(
      'Rossetti',
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/person/3');
    expect(onClose).toHaveBeenCalled();
  });

  it('wraps from the first option up to "Mostra tutti i risultati", which opens /search?q=', async () => {
    const user = userEvent.setup();
    const { input } = renderPalette();
    await user.type(input, 'ross');
    await screen.findByRole('group', { name: 'Clienti' });
    await user.keyboard('{ArrowDown}{ArrowUp}');
    expect(document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent).toBe(
      'Mostra tutti i risultati per «ross»',
    );
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/search?q=ross');
  });

  it('opens a record on click', async () => {
    const user = userEvent.setup();
    renderPalette();
    await user.type(screen.getByRole('combobox'), 'ross');
    await user.click(await screen.findByRole('option', { name: 'Rossi Impianti S.r.l.' }));
    expect(screen.getByTestId('where').textContent).toBe('/client/1');
  });

  it('says when nothing is found', async () => {
    const user = userEvent.setup();
    renderPalette([], { q: 'zzz', kinds: ['client'], groups: [] });
    await user.type(screen.getByRole('combobox'), 'zzzz');
    expect(await screen.findByText('Nessun risultato per «zzzz»')).toBeTruthy();
  });
});

describe('CommandPalette quick actions', () => {
  const actions = () => [
    action('new-client', 'Nuovo cliente', 'Azioni rapide', ['crea']),
    action('start-timer', 'Avvia timer', 'Azioni rapide', ['tempo']),
    action('go-opp', 'Vai a Opportunità'),
    action('go-projects', 'Vai a Progetti'),
  ];

  it('lists every action under its heading while the field is empty, without asking the server', async () => {
    const { api } = renderPalette(actions());
    expect((await screen.findByRole('group', { name: 'Azioni rapide' })).textContent).toBe(
      'Azioni rapideNuovo clienteAvvia timer',
    );
    expect(screen.getAllByRole('option', { name: /^Vai a/ }).map((o) => o.textContent)).toEqual([
      'Vai a Opportunità',
      'Vai a Progetti',
    ]);
    expect(api.calls.some((call) => call.url.startsWith('/api/search'))).toBe(false);
  });

  it('keeps the actions whose label or keywords hold every typed word, accents ignored', async () => {
    const user = userEvent.setup();
    const list = actions();
    renderPalette(list, { q: 'opportunita', kinds: [], groups: [] });
    const input = screen.getByRole('combobox');
    await user.type(input, 'opportunita');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Vai a Opportunità',
        'Mostra tutti i risultati per «opportunita»',
      ]),
    );
    await user.clear(input);
    await user.type(input, 'tempo');
    await waitFor(() => expect(screen.getAllByRole('option')[0]?.textContent).toBe('Avvia timer'));
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(list[1]?.run).toHaveBeenCalledTimes(1));
    expect(list[0]?.run).not.toHaveBeenCalled();
  });

  it('runs an action on Enter with nothing chosen (the first option) and closes', async () => {
    const user = userEvent.setup();
    const list = actions();
    const { onClose } = renderPalette(list, { q: 'vai prog', kinds: [], groups: [] });
    await user.type(screen.getByRole('combobox'), 'vai p');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Vai a Opportunità',
      'Vai a Progetti',
      'Mostra tutti i risultati per «vai p»',
    ]);
    await user.type(screen.getByRole('combobox'), 'rog');
    await waitFor(() => expect(screen.getAllByRole('option')[0]?.textContent).toBe('Vai a Progetti'));
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(list[3]?.run).toHaveBeenCalledTimes(1));
  });

  it('runs an action only once the palette has gone, so a dialog it opens is the only modal', async () => {
    const user = userEvent.setup();
    const list = actions();
    let paletteShownAtRun: boolean | null = null;
    const run = vi.fn(() => {
      paletteShownAtRun = screen.queryByRole('dialog', { name: 'Cerca in Officina' }) !== null;
    });
    renderPalette([{ ...(list[3] as PaletteAction), run }], { q: 'vai prog', kinds: [], groups: [] });
    await user.type(screen.getByRole('combobox'), 'vai prog');
    await waitFor(() => expect(screen.getAllByRole('option')[0]?.textContent).toBe('Vai a Progetti'));
    await user.keyboard('{Enter}');
    expect(run).not.toHaveBeenCalled();
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(paletteShownAtRun).toBe(false);
  });
});

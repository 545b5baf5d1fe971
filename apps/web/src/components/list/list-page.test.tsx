import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listPage } from '../../lib/list/list-page-spec.ts';
import { listSpec } from '../../lib/list/list-url-state.ts';
import type { ListRequest } from '../../lib/list/use-list-page.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { maria } from '../../test/fixtures.ts';
import { ListPage } from './list-page.tsx';

interface Row {
  id: number;
  name: string;
  archived_at: string | null;
}

const asked: ListRequest<string>[] = [];
let rows: Row[] = [];
/** When set, the list's request fails (no data). */
let failing = false;
const refetch = vi.fn();

function useThings(request: ListRequest<'name'>) {
  asked.push(request);
  return {
    data: failing ? undefined : { data: rows, meta: { total: rows.length } },
    isFetching: false,
    isError: failing,
    refetch,
  };
}

const spec = listPage({
  url: listSpec({
    filters: { kind: 'text', owner_id: 'id', archived: 'flag' },
    sortColumns: ['name'],
    defaultSort: 'name',
  }),
  useList: useThings,
  title: 'Cose',
  noun: ['cosa', 'cose'],
  table: {
    label: 'Elenco cose',
    storageKey: 'test:things:columns',
    columns: [{ field: 'name', headerName: 'Nome', flex: 1 }],
    rowLink: (row) => `/cose/${row.id}`,
  },
  create: { label: 'Nuova cosa', permission: 'manage_things', to: '/cose/nuova' },
  empty: {
    icon: <InboxOutlined />,
    title: 'Nessuna cosa ancora',
    description: 'Le cose arrivano da sole.',
    createHint: 'Aggiungi la prima cosa.',
    createLabel: 'Aggiungi la prima cosa',
    filteredTitle: 'Nessuna cosa corrisponde alla ricerca',
  },
});

function Where() {
  return <output aria-label="indirizzo">{useLocation().search}</output>;
}

function renderPage(url: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <ListPage
          spec={spec}
          filters={[
            { type: 'search', placeholder: 'Nome…' },
            {
              type: 'choice',
              key: 'kind',
              label: 'Genere',
              fallback: 'mie',
              options: [
                { value: 'mie', label: 'Le mie' },
                { value: 'tutte', label: 'Tutte' },
              ],
              minWidth: 150,
            },
            {
              type: 'select',
              key: 'owner_id',
              label: 'Di chi',
              options: [{ id: 3, name: 'Maria' }],
              hidden: true,
            },
            { type: 'switch', key: 'archived', label: 'Archiviate' },
          ]}
        />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const address = () => screen.getByRole('status', { name: 'indirizzo' }).textContent;

beforeEach(() => {
  useSessionStore.getState().setSession('jwt', maria);
  asked.length = 0;
  rows = [];
  failing = false;
  refetch.mockClear();
});

afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('ListPage', () => {
  it('asks for the page of the URL state and shows its rows and total', async () => {
    rows = [
      { id: 1, name: 'Alfa', archived_at: null },
      { id: 2, name: 'Beta', archived_at: '2026-01-01T00:00:00Z' },
    ];
    renderPage('/cose?kind=tutte&owner_id=3&sort=-name&page=2&per_page=50');
    expect(asked.at(-1)).toEqual({ kind: 'tutte', owner_id: 3, page: 2, per_page: 50, sort: '-name' });
    expect(screen.getByRole('heading', { name: 'Cose' })).toBeTruthy();
    expect(screen.getByText('2 cose')).toBeTruthy();
    const grid = screen.getByRole('grid', { name: 'Elenco cose' });
    expect(await within(grid).findByText('Alfa')).toBeTruthy();
    expect(within(grid).getByText('Beta').closest('.row-archived')).toBeTruthy();
    // A hidden control is left out; the others are labelled fields.
    expect(screen.queryByRole('combobox', { name: 'Di chi' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Genere' }).textContent).toBe('Tutte');
  });

  it('an empty list says so, with the create button for who may create', async () => {
    useSessionStore.getState().setPermissions([{ action: 'manage_things', subject: 'all' }]);
    renderPage('/cose');
    expect(await screen.findByText('Nessuna cosa ancora')).toBeTruthy();
    expect(screen.getByText('Aggiungi la prima cosa.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aggiungi la prima cosa' }).getAttribute('href')).toBe(
      '/cose/nuova',
    );
    expect(screen.getByRole('link', { name: 'Nuova cosa' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Azzera filtri' })).toBeNull();
  });

  it('a request that fails says so instead of "no records yet", and "Riprova" asks again', async () => {
    failing = true;
    useSessionStore.getState().setPermissions([{ action: 'manage_things', subject: 'all' }]);
    renderPage('/cose');
    expect(await screen.findByText("Non è stato possibile caricare l'elenco")).toBeTruthy();
    expect(screen.queryByText('Nessuna cosa ancora')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('without the permission: the plain description, no create button', async () => {
    renderPage('/cose');
    expect(await screen.findByText('Le cose arrivano da sole.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /cosa/ })).toBeNull();
  });

  it('a filter change lands in the URL, back to page 1; "Azzera filtri" clears search and filters', async () => {
    const user = userEvent.setup();
    renderPage('/cose?q=zeta&page=3');
    expect(await screen.findByText('Nessuna cosa corrisponde alla ricerca')).toBeTruthy();

    await user.click(screen.getByRole('switch', { name: 'Archiviate' }));
    expect(address()).toBe('?q=zeta&archived=true');

    await user.click(screen.getByRole('combobox', { name: 'Genere' }));
    await user.click(await screen.findByRole('option', { name: 'Tutte' }));
    expect(address()).toBe('?q=zeta&kind=tutte&archived=true');
    // Choosing the fallback again clears the filter.
    await user.click(screen.getByRole('combobox', { name: 'Genere' }));
    await user.click(await screen.findByRole('option', { name: 'Le mie' }));
    expect(address()).toBe('?q=zeta&archived=true');

    const [inBar] = screen.getAllByRole('button', { name: 'Azzera filtri' });
    await user.click(inBar as HTMLElement);
    expect(address()).toBe('');
    expect(asked.at(-1)).toEqual({ page: 1, per_page: 25, sort: 'name' });
  });

  it('is used from the keyboard: Enter commits the search, Space flips a switch', async () => {
    const user = userEvent.setup();
    renderPage('/cose');
    await user.click(screen.getByRole('searchbox', { name: 'Cerca' }));
    await user.keyboard('alfa{Enter}');
    expect(address()).toBe('?q=alfa');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Genere' }));
    await user.tab();
    await user.keyboard(' ');
    expect(address()).toBe('?q=alfa&archived=true');
  });
});

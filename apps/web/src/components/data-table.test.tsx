import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, LIST_LOADING_LABEL } from './data-table.tsx';

const columns = [{ field: 'name', headerName: 'Nome', flex: 1 }];
const paging = { page: 0, pageSize: 25 };

describe('DataTable', () => {
  it('an empty list shows its empty state without the "0–0 di 0" pager', async () => {
    render(
      <DataTable
        label="Elenco vuoto"
        rows={[]}
        rowCount={0}
        columns={columns}
        paginationModel={paging}
        emptyState={<p>Nessun cliente: aggiungine uno</p>}
      />,
    );
    expect(await screen.findByText('Nessun cliente: aggiungine uno')).toBeTruthy();
    expect(screen.queryByText(/di 0/)).toBeNull();
  });

  it('a list reloading over its rows shows a named bar inside a row and a cell of the grid (axe)', async () => {
    render(
      <DataTable
        label="Elenco"
        rows={[{ id: 1, name: 'Rossi' }]}
        rowCount={1}
        columns={columns}
        paginationModel={paging}
        loading
      />,
    );
    const bar = await screen.findByRole('progressbar', { name: LIST_LOADING_LABEL });
    expect(bar.closest('[role="gridcell"]')?.parentElement?.getAttribute('role')).toBe('row');
  });

  it('a list with rows keeps its pager', async () => {
    render(
      <DataTable
        label="Elenco"
        rows={[{ id: 1, name: 'Rossi' }]}
        rowCount={1}
        columns={columns}
        paginationModel={paging}
      />,
    );
    expect(await screen.findByText('Rossi')).toBeTruthy();
    expect(screen.getByText('1–1 di 1')).toBeTruthy();
  });

  it("the empty state is the grid's one row and cell (a grid owns only rows: axe aria-required-children)", async () => {
    render(
      <DataTable
        label="Elenco vuoto"
        rows={[]}
        rowCount={0}
        columns={columns}
        paginationModel={paging}
        emptyState={<p role="status">Nessun cliente</p>}
      />,
    );
    const status = await screen.findByRole('status');
    const cell = status.closest('[role="gridcell"]');
    expect(cell?.parentElement?.getAttribute('role')).toBe('row');
    expect(cell?.closest('[role="grid"]')?.getAttribute('aria-label')).toBe('Elenco vuoto');
  });
});

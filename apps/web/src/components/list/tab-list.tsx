import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { ListQueryResult } from '../../lib/list/use-list-page.ts';
import type { TabListModel } from '../../lib/list/use-tab-list.ts';
import { DataTable } from '../data-table.tsx';
import { EmptyState } from '../empty-state.tsx';

interface TabListProps<R extends GridValidRowModel> {
  /** From `useTabList`: the paging (and sort) the page was asked with. */
  model: TabListModel<string>;
  result: ListQueryResult<R>;
  /** The grid's accessible name, e.g. "Contratti di Rossi S.r.l.". */
  label: string;
  columns: GridColDef<R>[];
  storageKey?: string;
  initiallyHidden?: readonly string[];
  /** The line above the grid, e.g. "3 contratti" (a blank line while loading). */
  count: (total: number) => string;
  rowLink: (row: R) => string;
  /** The add button (already linked to the record), or nothing for who may not add. */
  add: ReactNode;
  empty: { icon: ReactNode; title: string; description?: string | undefined };
}

/** A record's related list in one of its tabs: count and add button above a server-paged grid. */
export function TabList<R extends GridValidRowModel>({
  model,
  result,
  label,
  columns,
  storageKey,
  initiallyHidden,
  count,
  rowLink,
  add,
  empty,
}: TabListProps<R>) {
  const navigate = useNavigate();
  const total = result.data?.meta.total;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography color="text.secondary">{total === undefined ? ' ' : count(total)}</Typography>
        {total !== 0 && add}
      </Stack>
      <DataTable<R>
        label={label}
        {...(storageKey ? { storageKey } : {})}
        {...(initiallyHidden ? { initiallyHidden } : {})}
        rows={result.data?.data ?? []}
        rowCount={total ?? 0}
        loading={result.isFetching}
        columns={columns}
        {...model.grid}
        onRowClick={({ row }) => navigate(rowLink(row))}
        emptyState={
          <EmptyState
            icon={empty.icon}
            title={empty.title}
            {...(empty.description ? { description: empty.description } : {})}
            action={add}
          />
        }
      />
    </Stack>
  );
}

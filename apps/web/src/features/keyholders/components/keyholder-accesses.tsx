import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { type KeyholderAccess, keyholderRevealPurposeLabels } from '@officina/contracts';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useTabList } from '../../../lib/list/use-tab-list.ts';
import { formatDateTime } from '../../../lib/locale/format.ts';
import { ACCESSES_PAGE_SIZE, useKeyholderAccesses } from '../api/list-keyholder-accesses.ts';

const columns: GridColDef<KeyholderAccess>[] = [
  {
    field: 'at',
    headerName: 'Quando',
    minWidth: 150,
    flex: 0.8,
    sortable: false,
    valueFormatter: (value) => formatDateTime(value),
  },
  {
    field: 'user_name',
    headerName: 'Chi',
    minWidth: 160,
    flex: 1,
    sortable: false,
    valueGetter: (_, row) => row.user_name ?? 'Utente eliminato',
  },
  {
    field: 'action',
    headerName: 'Azione',
    minWidth: 150,
    flex: 0.8,
    sortable: false,
    valueGetter: (_, row) => keyholderRevealPurposeLabels[row.action],
  },
  { field: 'ip', headerName: 'Indirizzo', minWidth: 140, flex: 0.8, sortable: false },
];

/** "Accessi": who saw, copied or opened for editing the secret, when and from which address; newest first. */
export function KeyholderAccesses({ id }: { id: number }) {
  const model = useTabList(undefined, ACCESSES_PAGE_SIZE);
  const accesses = useKeyholderAccesses(id, model.request.page, model.request.per_page);
  const total = accesses.data?.meta.total;
  return (
    <DataTable<KeyholderAccess>
      label="Registro accessi"
      rows={accesses.data?.data ?? []}
      rowCount={total ?? 0}
      loading={accesses.isFetching}
      columns={columns}
      {...model.grid}
      emptyState={
        <EmptyState
          icon={<HistoryOutlined />}
          title="Nessun accesso alla password"
          description="Ogni volta che qualcuno mostra, copia o apre in modifica la password, qui resta scritto chi, quando e da dove."
        />
      }
    />
  );
}

import AddOutlined from '@mui/icons-material/AddOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ContractView } from '@officina/contracts';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useCan } from '../../../lib/ability.ts';
import { paths } from '../../../lib/paths.ts';
import { useContracts } from '../api/list-contracts.ts';
import { contractColumns } from './contract-columns.tsx';

/** The client page's "Contratti" tab: its contracts, and a new one already linked. */
export function ClientContractsTab({ clientId, clientName }: { clientId: number; clientName: string }) {
  const [paging, setPaging] = useState({ page: 0, pageSize: 10 });
  const list = useContracts({ client_id: clientId, page: paging.page + 1, per_page: paging.pageSize });
  const columns = useMemo(() => contractColumns(false).map((column) => ({ ...column, sortable: false })), []);
  const navigate = useNavigate();
  const can = useCan();
  const total = list.data?.meta.total;
  const add = can('manage_contracts') && (
    <Button
      component={RouterLink}
      to={paths.contractAdd.build(clientId)}
      variant="contained"
      startIcon={<AddOutlined />}
    >
      Nuovo contratto
    </Button>
  );
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography color="text.secondary">
          {total === undefined ? ' ' : total === 1 ? '1 contratto' : `${total} contratti`}
        </Typography>
        {total !== 0 && add}
      </Stack>
      <DataTable<ContractView>
        label={`Contratti di ${clientName}`}
        rows={list.data?.data ?? []}
        rowCount={total ?? 0}
        loading={list.isFetching}
        columns={columns}
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        onRowClick={({ row }) => navigate(paths.contractDetail.build(row.id))}
        emptyState={
          <EmptyState
            icon={<HandshakeOutlined />}
            title="Nessun contratto per questo cliente"
            description="Nascono dalle opportunità vinte, oppure si inseriscono a mano."
            action={add}
          />
        }
      />
    </Stack>
  );
}

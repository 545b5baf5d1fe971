import GroupOutlined from '@mui/icons-material/GroupOutlined';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PersonView, SortValue } from '@officina/contracts';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useCan } from '../../../lib/ability.ts';
import { sortFromModel, sortModelOf } from '../../../lib/list/list-url-state.ts';
import { paths } from '../../../lib/paths.ts';
import { useClientPersons } from '../api/client-persons.ts';
import type { ClientTabProps } from '../client-tabs.ts';
import { personListSpec } from '../utils/list-specs.ts';
import { personColumns } from './person-columns.tsx';

type PersonSort = SortValue<(typeof personListSpec)['sortColumns'][number]>;

/** Persone: the client's people; "Aggiungi persona" opens the person form already linked. */
export function ClientPersonsTab({ client }: ClientTabProps) {
  const [paging, setPaging] = useState({ page: 0, pageSize: 10 });
  const [sort, setSort] = useState<PersonSort>('last_name');
  const persons = useClientPersons(client.id, { page: paging.page + 1, per_page: paging.pageSize, sort });
  const columns = useMemo(() => personColumns(false), []);
  const navigate = useNavigate();
  const can = useCan();
  const canAdd = can('manage_persons') && !client.archived_at;
  const total = persons.data?.meta.total;

  const add = canAdd && (
    <Button
      component={RouterLink}
      to={paths.crmPersonAdd.build(client.id)}
      variant="contained"
      startIcon={<PersonAddOutlined />}
    >
      Aggiungi persona
    </Button>
  );

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography color="text.secondary">
          {!total ? ' ' : total === 1 ? '1 persona collegata' : `${total} persone collegate`}
        </Typography>
        {total !== 0 && add}
      </Stack>
      <DataTable<PersonView>
        label={`Persone di ${client.business_name}`}
        storageKey="officina:crm:client-persons:columns"
        initiallyHidden={['first_name', 'mobile', 'updated_at']}
        rows={persons.data?.data ?? []}
        rowCount={total ?? 0}
        loading={persons.isFetching}
        columns={columns}
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        sortModel={sortModelOf(sort)}
        onSortModelChange={(model) => setSort(sortFromModel(model, personListSpec.sortColumns, 'last_name'))}
        onRowClick={({ row }) => navigate(paths.crmPersonDetail.build(row.id))}
        emptyState={
          <EmptyState
            icon={<GroupOutlined />}
            title="Nessuna persona collegata"
            description={
              canAdd ? 'Aggiungi i referenti del cliente: amministrazione, tecnici, decisori.' : undefined
            }
            action={add}
          />
        }
      />
    </Stack>
  );
}

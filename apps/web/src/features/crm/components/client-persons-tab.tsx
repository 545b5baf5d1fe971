import GroupOutlined from '@mui/icons-material/GroupOutlined';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import { useMemo } from 'react';
import { CreateButton } from '../../../components/list/create-button.tsx';
import { TabList } from '../../../components/list/tab-list.tsx';
import { useCan } from '../../../lib/ability.ts';
import { useTabList } from '../../../lib/list/use-tab-list.ts';
import { paths } from '../../../lib/paths.ts';
import { useClientPersons } from '../api/client-persons.ts';
import type { ClientTabProps } from '../client-tabs.ts';
import { personListSpec } from '../utils/list-specs.ts';
import { personColumns } from './person-columns.tsx';

/** Persone: the client's people; "Aggiungi persona" opens the person form already linked. */
export function ClientPersonsTab({ client }: ClientTabProps) {
  const model = useTabList({ columns: personListSpec.sortColumns, initial: 'last_name' });
  const persons = useClientPersons(client.id, model.request);
  const columns = useMemo(() => personColumns(false), []);
  const can = useCan();
  const canAdd = can('manage_persons') && !client.archived_at;

  const add = canAdd && (
    <CreateButton to={paths.crmPersonAdd.build(client.id)} icon={<PersonAddOutlined />}>
      Aggiungi persona
    </CreateButton>
  );

  return (
    <TabList
      model={model}
      result={persons}
      label={`Persone di ${client.business_name}`}
      storageKey="officina:crm:client-persons:columns"
      initiallyHidden={['first_name', 'mobile', 'updated_at']}
      columns={columns}
      count={(total) => (!total ? ' ' : total === 1 ? '1 persona collegata' : `${total} persone collegate`)}
      rowLink={(row) => paths.crmPersonDetail.build(row.id)}
      add={add}
      empty={{
        icon: <GroupOutlined />,
        title: 'Nessuna persona collegata',
        description: canAdd
          ? 'Aggiungi i referenti del cliente: amministrazione, tecnici, decisori.'
          : undefined,
      }}
    />
  );
}

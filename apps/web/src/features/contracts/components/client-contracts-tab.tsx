import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import { useMemo } from 'react';
import { CreateButton } from '../../../components/list/create-button.tsx';
import { TabList } from '../../../components/list/tab-list.tsx';
import { useCan } from '../../../lib/ability.ts';
import { useTabList } from '../../../lib/list/use-tab-list.ts';
import { paths } from '../../../lib/paths.ts';
import { useContracts } from '../api/list-contracts.ts';
import { contractColumns } from './contract-columns.tsx';

/** The client page's "Contratti" tab: its contracts, and a new one already linked. */
export function ClientContractsTab({ clientId, clientName }: { clientId: number; clientName: string }) {
  const model = useTabList();
  const list = useContracts({ client_id: clientId, ...model.request });
  const columns = useMemo(() => contractColumns(false).map((column) => ({ ...column, sortable: false })), []);
  const can = useCan();
  const add = can('manage_contracts') && (
    <CreateButton to={paths.contractAdd.build(clientId)}>Nuovo contratto</CreateButton>
  );
  return (
    <TabList
      model={model}
      result={list}
      label={`Contratti di ${clientName}`}
      columns={columns}
      count={(total) => (total === 1 ? '1 contratto' : `${total} contratti`)}
      rowLink={(row) => paths.contractDetail.build(row.id)}
      add={add}
      empty={{
        icon: <HandshakeOutlined />,
        title: 'Nessun contratto per questo cliente',
        description: 'Nascono dalle opportunità vinte, oppure si inseriscono a mano.',
      }}
    />
  );
}

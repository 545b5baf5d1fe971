import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import { exportContractsEndpoint } from '@officina/contracts';
import { ListPage } from '../../../components/list/list-page.tsx';
import { contractEntity } from '../../../lib/entities/contracts.ts';
import { entityListPage } from '../../../lib/list/list-page-spec.ts';
import { useSalesLookups } from '../../../lib/settings/use-sales-lookups.ts';
import { useContracts } from '../api/list-contracts.ts';
import { contractListSpec } from '../utils/list-spec.ts';
import { contractColumns } from './contract-columns.tsx';

const EXPIRING = [30, 60, 90, 180].map((days) => ({ value: String(days), label: `Entro ${days} giorni` }));

const contractListPage = entityListPage({
  entity: contractEntity,
  url: contractListSpec,
  useList: useContracts,
  export: exportContractsEndpoint,
  table: { columns: contractColumns(true) },
  empty: {
    icon: <HandshakeOutlined />,
    description: 'I contratti nascono dalle opportunità vinte, oppure si inseriscono qui.',
    filteredDescription: null,
  },
});

/** /contracts: filters in the URL, "in scadenza entro N giorni", export. */
export function ContractList() {
  const lookups = useSalesLookups();
  return (
    <ListPage
      spec={contractListPage}
      filters={[
        { type: 'search', placeholder: 'Numero, titolo, cliente…' },
        { type: 'select', key: 'state_id', label: 'Stato', options: lookups.contractStates },
        { type: 'select', key: 'type_id', label: 'Tipo', options: lookups.contractTypes },
        { type: 'client', key: 'client_id', width: 240 },
        {
          type: 'choice',
          key: 'expiring_within_days',
          label: 'In scadenza',
          options: EXPIRING,
          all: 'Tutti',
          // A link from elsewhere may ask for another number of days.
          other: (days) => `Entro ${days} giorni`,
          minWidth: 190,
        },
        { type: 'switch', key: 'archived', label: 'Archiviati' },
      ]}
    />
  );
}

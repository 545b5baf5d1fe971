import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import { exportKeyholdersEndpoint, keyholderKindLabels, keyholderKinds } from '@officina/contracts';
import { ListPage } from '../../../components/list/list-page.tsx';
import { keyholderEntity } from '../../../lib/entities/keyholders.ts';
import { entityListPage } from '../../../lib/list/list-page-spec.ts';
import { useKeyholders } from '../api/list-keyholders.ts';
import { keyholderListRequest, keyholderListSpec } from '../utils/list-spec.ts';
import { keyholderColumns } from './keyholder-columns.tsx';

const keyholderListPage = entityListPage({
  entity: keyholderEntity,
  url: keyholderListSpec,
  useList: useKeyholders,
  export: { path: exportKeyholdersEndpoint.path, fileName: 'credenziali' },
  create: { permission: 'manage_keyholders' },
  table: { columns: keyholderColumns() },
  empty: {
    icon: <VpnKeyOutlined />,
    title: 'Nessuna credenziale ancora',
    description:
      'Qui si custodiscono gli accessi dei clienti (hosting, FTP, database, e-mail, Wi-Fi, allarmi), cifrati.',
    createHint:
      'Registra la prima con «Nuova credenziale», oppure dalla scheda Portachiavi di un cliente o di un progetto.',
  },
});

const kindOptions = keyholderKinds.map((value) => ({ value, label: keyholderKindLabels[value] }));

/**
 * The credentials register (the first tab of /keyholders): title, kind, client, project, host,
 * username and expiry, never a password. Filters in the URL beside the page's `tab`.
 */
export function KeyholderList() {
  return (
    <ListPage
      spec={keyholderListPage}
      options={{ keep: ['tab'], request: keyholderListRequest }}
      filters={[
        { type: 'search', placeholder: 'Titolo, host o nome utente…' },
        { type: 'choice', key: 'kind', label: 'Tipo', options: kindOptions, minWidth: 150, all: 'Tutti' },
        { type: 'client', key: 'client_id', width: 240 },
        { type: 'project', key: 'project_id', width: 240 },
        { type: 'switch', key: 'expiring', label: 'In scadenza' },
      ]}
    />
  );
}

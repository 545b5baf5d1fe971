import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Stack from '@mui/material/Stack';
import { keyKindLabels, keyKinds, keyStateLabels, keyStates } from '@officina/contracts';
import { ListPage } from '../../../../components/list/list-page.tsx';
import { keyEntity } from '../../../../lib/entities/keys.ts';
import { entityListPage } from '../../../../lib/list/list-page-spec.ts';
import { useKeys } from '../../api/keys/list-keys.ts';
import { keyListSpec } from '../../utils/keys-list-spec.ts';
import { keyColumns } from './key-columns.tsx';
import { OverdueLoansPanel } from './overdue-loans-panel.tsx';
import { useColleagues } from './use-colleagues.ts';

const keyListPage = entityListPage({
  entity: keyEntity,
  url: keyListSpec,
  useList: useKeys,
  title: 'Chiavi e badge',
  noun: ['chiave o badge', 'chiavi e badge'],
  table: { label: 'Elenco chiavi e badge', columns: keyColumns() },
  create: { label: 'Nuova chiave', permission: 'manage_keyholders' },
  empty: {
    icon: <KeyOutlined />,
    title: 'Nessuna chiave o badge ancora',
    filteredTitle: 'Nessuna chiave corrisponde alla ricerca',
    description:
      'Qui si registrano le chiavi, i badge e i telecomandi dei clienti: chi ha ogni copia e quando la riporta.',
    createHint:
      'Registra la prima con «Nuova chiave», oppure dalla scheda Portachiavi di un cliente o di un progetto.',
  },
});

const choices = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/**
 * The keys and badges register (the "Chiavi e badge" tab of /keyholders): the late returns first,
 * then every key with its copies, state and holders; filters in the URL beside the page's `tab`.
 */
export function KeyList() {
  const colleagues = useColleagues();
  return (
    <Stack spacing={2.5}>
      <OverdueLoansPanel />
      <ListPage
        spec={keyListPage}
        options={{ keep: ['tab'] }}
        filters={[
          { type: 'search', placeholder: 'Nome, codice o sede…' },
          {
            type: 'choice',
            key: 'kind',
            label: 'Tipo',
            options: choices(keyKinds, keyKindLabels),
            minWidth: 150,
            all: 'Tutti',
          },
          { type: 'client', key: 'client_id', width: 240 },
          {
            type: 'choice',
            key: 'state',
            label: 'Stato',
            options: choices(keyStates, keyStateLabels),
            minWidth: 200,
            all: 'Tutti',
          },
          { type: 'select', key: 'holder_user_id', label: 'Chi le ha', options: colleagues },
        ]}
      />
    </Stack>
  );
}

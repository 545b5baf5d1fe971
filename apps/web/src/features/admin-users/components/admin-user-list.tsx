import GroupOutlined from '@mui/icons-material/GroupOutlined';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { type AdminUser, adminUserStatuses, adminUserStatusLabels } from '@officina/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { nameColumn } from '../../../components/list/columns.tsx';
import { ListPage } from '../../../components/list/list-page.tsx';
import { listPage } from '../../../lib/list/list-page-spec.ts';
import { paths } from '../../../lib/paths.ts';
import { useSettingsStore } from '../../../lib/settings/settings-store.ts';
import { useAdminUsers } from '../api/list-admin-users.ts';
import { adminUserListSpec } from '../utils/list-spec.ts';
import { lastSignInLabel, withUserParam } from '../utils/user-status.ts';
import { UserDetailDialog } from './user-detail-dialog.tsx';
import { UserFormDialog } from './user-form-dialog.tsx';
import { UserNameLink } from './user-name-link.tsx';
import { UserStatusChip } from './user-status-chip.tsx';

const columns: GridColDef<AdminUser>[] = [
  {
    field: 'name',
    headerName: 'Nome',
    flex: 1,
    minWidth: 180,
    renderCell: ({ row }) => <UserNameLink user={row} />,
  },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220 },
  nameColumn<AdminUser>('group_id', 'Gruppo', (row) => row.group_name ?? '—', {
    minWidth: 150,
    sortable: false,
  }),
  {
    field: 'status',
    headerName: 'Stato',
    minWidth: 130,
    sortable: false,
    renderCell: ({ row }) => <UserStatusChip user={row} />,
  },
  {
    field: 'last_login_at',
    headerName: 'Ultimo accesso',
    minWidth: 160,
    valueFormatter: (value: string | null) => lastSignInLabel(value),
  },
];

const adminUserListPage = listPage({
  title: 'Utenti',
  noun: ['utente', 'utenti'],
  url: adminUserListSpec,
  useList: useAdminUsers,
  table: {
    label: 'Elenco utenti',
    storageKey: 'officina:admin-users:columns',
    columns,
    // Read when clicked: the list's filters stay in the address under the open dialog.
    rowLink: (row) => `${paths.adminUsers.build()}${withUserParam(window.location.search, row.id)}`,
    fadeArchived: false,
  },
  empty: {
    icon: <GroupOutlined />,
    title: 'Nessun utente ancora',
    description: 'Invita i colleghi con «Invita utente».',
    filteredTitle: 'Nessun utente corrisponde alla ricerca',
    filteredDescription: 'Prova a cambiare i filtri o il testo cercato.',
  },
});

const statusOptions = adminUserStatuses.map((value) => ({ value, label: adminUserStatusLabels[value] }));

/** /admin/users: every user, searched and filtered; a row opens the user's dialog (`?user=<id>`). */
export function AdminUserList() {
  const groups = useSettingsStore((state) => state.people?.user_groups ?? []);
  const [params, setParams] = useSearchParams();
  const [inviting, setInviting] = useState(false);
  const openId = Number(params.get('user') ?? 0);
  const closeUser = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('user');
        return next;
      },
      { replace: true },
    );

  return (
    <ListPage
      spec={adminUserListPage}
      options={{ keep: ['user'] }}
      back={<BackLink to={paths.admin.build()}>Amministrazione</BackLink>}
      actions={
        <Button variant="contained" startIcon={<PersonAddOutlined />} onClick={() => setInviting(true)}>
          Invita utente
        </Button>
      }
      filters={[
        { type: 'search', placeholder: 'Nome, cognome o email…' },
        { type: 'select', key: 'group_id', label: 'Gruppo', options: groups },
        {
          type: 'choice',
          key: 'status',
          label: 'Stato',
          options: statusOptions,
          minWidth: 160,
          all: 'Tutti',
        },
      ]}
    >
      {inviting && <UserFormDialog onClose={() => setInviting(false)} />}
      {Number.isInteger(openId) && openId > 0 && (
        <UserDetailDialog key={openId} id={openId} onClose={closeUser} />
      )}
    </ListPage>
  );
}

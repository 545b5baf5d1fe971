import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Suspense, useMemo } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { RecordActions } from '../../../components/record-actions.tsx';
import { RecordHeaderSkeleton } from '../../../components/record-headline.tsx';
import { RecordNotFound } from '../../../components/record-not-found.tsx';
import { UrlTabs } from '../../../components/url-tabs.tsx';
import { useCan } from '../../../lib/ability.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDeleteClient } from '../api/delete-client.ts';
import { useClient } from '../api/get-client.ts';
import { useRestoreClient } from '../api/restore-client.ts';
import { type ClientTabDefinition, resolveClientTab, visibleClientTabs } from '../client-tabs.ts';
import { ClientHeader } from './client-header.tsx';

interface ClientDetailProps {
  id: number;
  /** The `:tab` of the URL. */
  tab: string | undefined;
  /** Every module's tabs, composed by the route (composeClientTabs). */
  tabs: readonly ClientTabDefinition[];
}

/** /crm/detail/:id/:tab: header with quick actions, tabs whose choice lives in the URL. */
export function ClientDetail({ id, tab, tabs }: ClientDetailProps) {
  const client = useClient(id);
  const can = useCan();
  const navigate = useNavigate();
  const remove = useDeleteClient();
  const restore = useRestoreClient();
  const visible = useMemo(() => visibleClientTabs(tabs, (permission) => can(permission)), [tabs, can]);
  const active = resolveClientTab(visible, tab);
  useDocumentTitle(client.data?.business_name ?? 'Cliente');

  if (client.isError) {
    return <RecordNotFound of="client" />;
  }
  if (!active) return <Navigate to={paths.crmClientDetail.build(id)} replace />;
  const data = client.data;
  const Tab = active.component;

  return (
    <Stack spacing={2.5}>
      <BackLink to={paths.crmClients.build()}>Clienti</BackLink>
      {data ? (
        <ClientHeader
          client={data}
          actions={
            can('manage_clients') && (
              <RecordActions
                what={`il cliente «${data.business_name}»`}
                deleteNote="Se ha persone, opportunità, contratti, progetti, to-do o tempi collegati verrà archiviato invece che eliminato: sparirà dagli elenchi ma potrai ripristinarlo."
                editTo={paths.crmClientEdit.build(id)}
                archived={Boolean(data.archived_at)}
                deleting={remove.isPending}
                restoring={restore.isPending}
                onDelete={() => remove.mutateAsync(id)}
                onRestore={() => restore.mutateAsync(id)}
                onDeleted={() => navigate(paths.crmClients.build(), { replace: true })}
              />
            )
          }
        />
      ) : (
        <RecordHeaderSkeleton avatar actions={can('manage_clients')} />
      )}
      <UrlTabs
        label="Sezioni del cliente"
        active={active.key}
        tabs={visible.map((entry) => ({
          key: entry.key,
          label: entry.label,
          to: paths.crmClientDetail.build(id, entry.key),
        }))}
      />
      <Box role="tabpanel" id={`tabpanel-${active.key}`} aria-labelledby={`tab-${active.key}`}>
        {data ? (
          <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
            <Tab client={data} />
          </Suspense>
        ) : (
          <Skeleton variant="rounded" height={240} />
        )}
      </Box>
    </Stack>
  );
}

import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RecordNotFound } from '../../components/record-not-found.tsx';
import { useClient } from '../../features/crm/api/get-client.ts';
import { ClientForm } from '../../features/crm/components/client-form.tsx';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /crm/:id/edit (permission manage_clients). */
export function CrmClientEditPage() {
  const id = Number(useParams().id);
  const client = useClient(id);
  useDocumentTitle(client.data ? `Modifica ${client.data.business_name}` : 'Modifica cliente');
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1100 }}>
      <PageHeader
        title={client.data ? `Modifica ${client.data.business_name}` : 'Modifica cliente'}
        back={<BackLink to={paths.crmClientDetail.build(id)}>Torna al cliente</BackLink>}
      />
      {client.isError && (
        <RecordNotFound
          message="Cliente non trovato o non più disponibile."
          to={paths.crmClients.build()}
          label="Torna ai clienti"
        />
      )}
      {client.data ? (
        <ClientForm key={client.data.id} client={client.data} />
      ) : (
        !client.isError && <Skeleton variant="rounded" height={480} />
      )}
    </Stack>
  );
}

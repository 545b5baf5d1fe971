import Stack from '@mui/material/Stack';
import { BackLink } from '../../components/back-link.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ClientForm } from '../../features/crm/components/client-form.tsx';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /crm/add (permission manage_clients). */
export function CrmClientAddPage() {
  useDocumentTitle('Nuovo cliente');
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1100 }}>
      <PageHeader title="Nuovo cliente" back={<BackLink to={paths.crmClients.build()}>Clienti</BackLink>} />
      <ClientForm />
    </Stack>
  );
}

import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PersonForm } from '../../features/crm/components/person-form.tsx';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /crm/persons/add?client_id= (permission manage_persons); with a client, the person comes linked. */
export function CrmPersonAddPage() {
  const raw = Number(useSearchParams()[0].get('client_id'));
  const clientId = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  useDocumentTitle('Nuova persona');
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1100 }}>
      <PageHeader
        title="Nuova persona"
        back={
          clientId ? (
            <BackLink to={paths.crmClientDetail.build(clientId, 'persone')}>Torna al cliente</BackLink>
          ) : (
            <BackLink to={paths.crmPersons.build()}>Persone</BackLink>
          )
        }
      />
      <PersonForm clientId={clientId} />
    </Stack>
  );
}

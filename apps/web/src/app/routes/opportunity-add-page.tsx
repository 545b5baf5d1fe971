import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { OpportunityForm } from '../../features/opportunities/components/opportunity-form.tsx';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /opportunities/add (permission manage_opportunities); `?client_id=` preselects the client. */
export function OpportunityAddPage() {
  const [params] = useSearchParams();
  const clientId = Number(params.get('client_id')) || undefined;
  useDocumentTitle('Nuova opportunità');
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1100 }}>
      <PageHeader
        title="Nuova opportunità"
        subtitle="Il numero viene assegnato al salvataggio; le righe dell’offerta si aggiungono subito dopo."
        back={<BackLink to={paths.opportunities.build()}>Opportunità</BackLink>}
      />
      <OpportunityForm clientId={clientId} />
    </Stack>
  );
}

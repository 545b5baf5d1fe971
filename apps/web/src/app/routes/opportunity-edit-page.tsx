import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RecordNotFound } from '../../components/record-not-found.tsx';
import { useOpportunity } from '../../features/opportunities/api/get-opportunity.ts';
import { OpportunityForm } from '../../features/opportunities/components/opportunity-form.tsx';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /opportunities/:id/edit (permission manage_opportunities): the data; rows are edited on the detail. */
export function OpportunityEditPage() {
  const id = Number(useParams().id);
  const opportunity = useOpportunity(id);
  const o = opportunity.data?.opportunity;
  useDocumentTitle(o ? `Modifica ${o.number}` : 'Modifica opportunità');
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1100 }}>
      <PageHeader
        title={o ? `Modifica ${o.number} · ${o.title}` : 'Modifica opportunità'}
        back={<BackLink to={paths.opportunityDetail.build(id)}>Torna all’opportunità</BackLink>}
      />
      {opportunity.isError && (
        <RecordNotFound
          message="Opportunità non trovata o non più disponibile."
          to={paths.opportunities.build()}
          label="Torna alle opportunità"
        />
      )}
      {o ? (
        <OpportunityForm key={o.id} opportunity={o} />
      ) : (
        !opportunity.isError && <Skeleton variant="rounded" height={480} />
      )}
    </Stack>
  );
}

import { useParams } from 'react-router';
import { RecordFormPage } from '../../components/form/record-form-page.tsx';
import { useOpportunity } from '../../features/opportunities/api/get-opportunity.ts';
import { OpportunityForm } from '../../features/opportunities/components/opportunity-form.tsx';
import { paths } from '../../lib/paths.ts';

/** /opportunities/:id/edit (permission manage_opportunities): the data; rows are edited on the detail. */
export function OpportunityEditPage() {
  const id = Number(useParams().id);
  const opportunity = useOpportunity(id);
  const o = opportunity.data?.opportunity;
  return (
    <RecordFormPage
      title={o ? `Modifica ${o.number} · ${o.title}` : 'Modifica opportunità'}
      documentTitle={o ? `Modifica ${o.number}` : 'Modifica opportunità'}
      back={{ to: paths.opportunityDetail.build(id), label: 'Torna all’opportunità' }}
      notFound={opportunity.isError && 'opportunity'}
      loading={!o && !opportunity.isError && 480}
    >
      {o && <OpportunityForm key={o.id} opportunity={o} />}
    </RecordFormPage>
  );
}

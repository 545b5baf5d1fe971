import { useSearchParams } from 'react-router';
import { RecordFormPage } from '../../components/form/record-form-page.tsx';
import { OpportunityForm } from '../../features/opportunities/components/opportunity-form.tsx';
import { paths } from '../../lib/paths.ts';

/** /opportunities/add (permission manage_opportunities); `?client_id=` preselects the client. */
export function OpportunityAddPage() {
  const [params] = useSearchParams();
  const clientId = Number(params.get('client_id')) || undefined;
  return (
    <RecordFormPage
      title="Nuova opportunità"
      subtitle="Il numero viene assegnato al salvataggio; le righe dell’offerta si aggiungono subito dopo."
      back={{ to: paths.opportunities.build(), label: 'Opportunità' }}
    >
      <OpportunityForm clientId={clientId} />
    </RecordFormPage>
  );
}

import { useSearchParams } from 'react-router';
import { RecordFormPage } from '../../components/form/record-form-page.tsx';
import { PersonForm } from '../../features/crm/components/person-form.tsx';
import { paths } from '../../lib/paths.ts';

/** /crm/persons/add?client_id= (permission manage_persons); with a client, the person comes linked. */
export function CrmPersonAddPage() {
  const raw = Number(useSearchParams()[0].get('client_id'));
  const clientId = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  return (
    <RecordFormPage
      title="Nuova persona"
      back={
        clientId
          ? { to: paths.crmClientDetail.build(clientId, 'persone'), label: 'Torna al cliente' }
          : { to: paths.crmPersons.build(), label: 'Persone' }
      }
    >
      <PersonForm clientId={clientId} />
    </RecordFormPage>
  );
}

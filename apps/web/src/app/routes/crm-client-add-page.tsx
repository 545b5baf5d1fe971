import { RecordFormPage } from '../../components/form/record-form-page.tsx';
import { ClientForm } from '../../features/crm/components/client-form.tsx';
import { paths } from '../../lib/paths.ts';

/** /crm/add (permission manage_clients). */
export function CrmClientAddPage() {
  return (
    <RecordFormPage title="Nuovo cliente" back={{ to: paths.crmClients.build(), label: 'Clienti' }}>
      <ClientForm />
    </RecordFormPage>
  );
}

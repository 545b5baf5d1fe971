import { useParams } from 'react-router';
import { RecordFormPage } from '../../components/form/record-form-page.tsx';
import { useClient } from '../../features/crm/api/get-client.ts';
import { ClientForm } from '../../features/crm/components/client-form.tsx';
import { paths } from '../../lib/paths.ts';

/** /crm/:id/edit (permission manage_clients). */
export function CrmClientEditPage() {
  const id = Number(useParams().id);
  const client = useClient(id);
  const c = client.data;
  return (
    <RecordFormPage
      title={c ? `Modifica ${c.business_name}` : 'Modifica cliente'}
      back={{ to: paths.crmClientDetail.build(id), label: 'Torna al cliente' }}
      notFound={client.isError && 'client'}
      loading={!c && !client.isError && 480}
    >
      {c && <ClientForm key={c.id} client={c} />}
    </RecordFormPage>
  );
}

import { useParams } from 'react-router';
import { RecordFormPage } from '../../components/form/record-form-page.tsx';
import { usePerson } from '../../features/crm/api/get-person.ts';
import { PersonForm } from '../../features/crm/components/person-form.tsx';
import { paths } from '../../lib/paths.ts';

/** /crm/persons/:id/edit (permission manage_persons). */
export function CrmPersonEditPage() {
  const id = Number(useParams().id);
  const person = usePerson(id);
  const name = person.data ? `${person.data.first_name} ${person.data.last_name}` : null;
  return (
    <RecordFormPage
      title={name ? `Modifica ${name}` : 'Modifica persona'}
      back={{ to: paths.crmPersonDetail.build(id), label: 'Torna alla persona' }}
      notFound={person.isError && 'person'}
      loading={!person.data && !person.isError && 420}
    >
      {person.data && <PersonForm key={person.data.id} person={person.data} />}
    </RecordFormPage>
  );
}

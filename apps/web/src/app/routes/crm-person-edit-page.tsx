import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RecordNotFound } from '../../components/record-not-found.tsx';
import { usePerson } from '../../features/crm/api/get-person.ts';
import { PersonForm } from '../../features/crm/components/person-form.tsx';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /crm/persons/:id/edit (permission manage_persons). */
export function CrmPersonEditPage() {
  const id = Number(useParams().id);
  const person = usePerson(id);
  const name = person.data ? `${person.data.first_name} ${person.data.last_name}` : null;
  useDocumentTitle(name ? `Modifica ${name}` : 'Modifica persona');
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1100 }}>
      <PageHeader
        title={name ? `Modifica ${name}` : 'Modifica persona'}
        back={<BackLink to={paths.crmPersonDetail.build(id)}>Torna alla persona</BackLink>}
      />
      {person.isError && (
        <RecordNotFound
          message="Persona non trovata o non più disponibile."
          to={paths.crmPersons.build()}
          label="Torna alle persone"
        />
      )}
      {person.data ? (
        <PersonForm key={person.data.id} person={person.data} />
      ) : (
        !person.isError && <Skeleton variant="rounded" height={420} />
      )}
    </Stack>
  );
}

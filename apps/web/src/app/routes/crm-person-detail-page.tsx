import { useParams } from 'react-router';
import { PersonDetail } from '../../features/crm/components/person-detail.tsx';
import { AttachmentsSlot } from './attachments-section.tsx';

/** /crm/persons/:id/detail (permission view_persons), with the person's Allegati composed in. */
export function CrmPersonDetailPage() {
  const id = Number(useParams().id);
  return (
    <PersonDetail
      key={id}
      id={id}
      sections={(person) => (
        <AttachmentsSlot
          recordType="person"
          recordId={person.id}
          recordLabel={`${person.first_name} ${person.last_name}`}
        />
      )}
    />
  );
}

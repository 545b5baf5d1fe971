import { useParams } from 'react-router';
import { PersonDetail } from '../../features/crm/components/person-detail.tsx';

/** /crm/persons/:id/detail (permission view_persons). */
export function CrmPersonDetailPage() {
  const id = Number(useParams().id);
  return <PersonDetail key={id} id={id} />;
}

import { useParams } from 'react-router';
import { OpportunityDetailView } from '../../features/opportunities/components/opportunity-detail.tsx';

/** /opportunities/:id/detail (permission view_opportunities). */
export function OpportunityDetailPage() {
  const { id } = useParams();
  return <OpportunityDetailView key={id} id={Number(id)} />;
}

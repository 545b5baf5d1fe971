import { useParams } from 'react-router';
import { OpportunityDetailView } from '../../features/opportunities/components/opportunity-detail.tsx';
import { AttachmentsSlot } from './attachments-section.tsx';

/** /opportunities/:id/detail (permission view_opportunities), with its Allegati composed in. */
export function OpportunityDetailPage() {
  const { id } = useParams();
  return (
    <OpportunityDetailView
      key={id}
      id={Number(id)}
      sections={(opportunity) => (
        <AttachmentsSlot
          recordType="opportunity"
          recordId={opportunity.id}
          recordLabel={`${opportunity.number} ${opportunity.title}`}
        />
      )}
    />
  );
}

import { useParams } from 'react-router';
import { ContractDetail } from '../../features/contracts/components/contract-detail.tsx';
import { AttachmentsSlot } from './attachments-section.tsx';

/** /contracts/:id/detail (permission view_contracts), with its Allegati composed in. */
export function ContractDetailPage() {
  const { id } = useParams();
  return (
    <ContractDetail
      key={id}
      id={Number(id)}
      sections={(contract) => (
        <AttachmentsSlot
          recordType="contract"
          recordId={contract.id}
          recordLabel={`${contract.number} ${contract.title}`}
        />
      )}
    />
  );
}

import { useParams } from 'react-router';
import { ContractDetail } from '../../features/contracts/components/contract-detail.tsx';

/** /contracts/:id/detail (permission view_contracts). */
export function ContractDetailPage() {
  const { id } = useParams();
  return <ContractDetail key={id} id={Number(id)} />;
}

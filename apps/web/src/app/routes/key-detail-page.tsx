import { useParams } from 'react-router';
import { KeyDetail } from '../../features/keyholders/components/keys/key-detail.tsx';

/** /keyholders/keys/:id/detail. */
export function KeyDetailPage() {
  const { id } = useParams();
  return <KeyDetail key={id} id={Number(id)} />;
}

import { useParams } from 'react-router';
import { KeyholderDetail } from '../../features/keyholders/components/keyholder-detail.tsx';

/** /keyholders/:id/detail/:tab? (accessi by default, attivita). */
export function KeyholderDetailPage() {
  const { id, tab } = useParams();
  return <KeyholderDetail key={id} id={Number(id)} tab={tab === 'attivita' ? 'attivita' : 'accessi'} />;
}

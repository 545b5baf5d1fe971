import { useParams } from 'react-router';
import { ExternalLinkDetail } from '../../features/external-links/components/external-link-detail.tsx';

/** /external-links/:id/detail. */
export function ExternalLinkDetailPage() {
  const { id } = useParams();
  return <ExternalLinkDetail key={id} id={Number(id)} />;
}

import { useParams } from 'react-router';
import { KeyLabel } from '../../features/keyholders/components/keys/key-label.tsx';

/** /keyholders/keys/:id/label: the printable label with the QR code of the key's page. */
export function KeyLabelPage() {
  const { id } = useParams();
  return <KeyLabel key={id} id={Number(id)} />;
}

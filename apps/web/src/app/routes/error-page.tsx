import { useParams } from 'react-router';
import { ErrorView } from '../../components/error-view.tsx';

/** /error/:code (404, 403, anything else). */
export function ErrorPage() {
  const { code = '404' } = useParams();
  return <ErrorView key={code} code={code} />;
}

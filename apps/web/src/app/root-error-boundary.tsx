import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorView } from '../components/error-view.tsx';

/** Anything a page throws (a chunk that failed twice included) ends on the error page. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const code = isRouteErrorResponse(error) ? String(error.status) : '500';
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="error-main">
      <ErrorView code={code} />
    </main>
  );
}

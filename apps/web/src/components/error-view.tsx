import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../lib/paths.ts';
import { strings } from '../lib/strings.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { PlainIcon } from './plain/plain-icon.tsx';

export const ERROR_REDIRECT_MS = 5000;

function messageFor(code: string): string {
  if (code === '404') return strings.errorNotFound;
  if (code === '403') return strings.errorForbidden;
  return strings.errorGeneric;
}

/**
 * The error page: icon, "Errore {code}", message, "Torna alla home", back home after 5 s. Without
 * MUI: the root error boundary shows it too, and must not depend on chunks that may be failing.
 */
export function ErrorView({ code }: { code: string }) {
  const navigate = useNavigate();
  const title = strings.errorTitle(code);
  useDocumentTitle(title);

  useEffect(() => {
    const timer = window.setTimeout(() => navigate(paths.home.build(), { replace: true }), ERROR_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  const warning = code === '404';
  return (
    <div className="error-view">
      <PlainIcon
        name={warning ? 'warning' : 'error'}
        className={`error-view__icon ${warning ? 'error-view__icon--warning' : 'error-view__icon--error'}`}
        data-testid={warning ? 'error-icon-warning' : 'error-icon-error'}
      />
      <h1 className="error-view__title">{title}</h1>
      <p className="error-view__message">{messageFor(code)}</p>
      <Link className="ui-button" to={paths.home.build()}>
        {strings.backHome}
      </Link>
    </div>
  );
}

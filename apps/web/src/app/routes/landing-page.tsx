import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { strings } from '../../lib/strings.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** `/` for visitors (a signed-in user is sent to the dashboard by the guard). */
export function LandingPage() {
  useDocumentTitle();
  return (
    <div className="landing">
      <h1 className="landing__title">{strings.appName}</h1>
      <p className="landing__lead">
        Clienti, opportunità, progetti, to-do e tempi della tua azienda, in un unico posto.
      </p>
      <Link className="ui-button" to={paths.login.build()}>
        {strings.login}
      </Link>
    </div>
  );
}

import { useLocation, useOutlet } from 'react-router';

/**
 * The current page, faded in on every change of path (in the root view): keyed by the path, the
 * wrapper remounts and replays its CSS animation (app/shell.css, .page-fade).
 */
export function PageTransition() {
  const location = useLocation();
  const outlet = useOutlet();
  return (
    <div key={location.pathname} className="page-fade">
      {outlet}
    </div>
  );
}

import { Link } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { PageTransition } from '../../components/page-transition.tsx';
import { ThemeSwitch } from '../../components/theme-switch.tsx';
import { paths } from '../../lib/paths.ts';
import { useThemeToggle } from './use-theme-toggle.ts';

/**
 * Layout of the public pages: a slim header (logo, theme) and the page. MUI-free, like everything on
 * the way to /login (app/shell.css; docs/ARCHITECTURE.md).
 */
export function DefaultLayout() {
  const { mode, setTheme } = useThemeToggle();
  return (
    <div className="public-shell">
      <header className="public-header">
        <Link className="logo-link" to={paths.home.build()}>
          <Logo height={32} />
        </Link>
        <span className="public-header__spacer" />
        <ThemeSwitch mode={mode} onChange={setTheme} />
      </header>
      <main className="public-main">
        <PageTransition />
      </main>
    </div>
  );
}

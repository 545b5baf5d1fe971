import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { Link } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { PageTransition } from '../../components/page-transition.tsx';
import { ThemeSwitch } from '../../components/theme-switch.tsx';
import { paths } from '../../lib/paths.ts';
import { useThemeToggle } from './use-theme-toggle.ts';

/** Layout of the public pages: a slim header (logo, theme) and the page. */
export function DefaultLayout() {
  const { mode, setTheme } = useThemeToggle();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AppBar
        position="static"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar>
          <Box component={Link} to={paths.home.build()} sx={{ display: 'inline-flex', borderRadius: 1 }}>
            <Logo height={32} />
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <ThemeSwitch mode={mode} onChange={setTheme} />
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <PageTransition />
      </Box>
    </Box>
  );
}

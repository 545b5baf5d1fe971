import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { ThemeSwitch } from '../../components/theme-switch.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { TimerWidget } from '../../features/timings/components/timer-widget.tsx';
import { paths } from '../../lib/paths.ts';
import { strings } from '../../lib/strings.ts';
import { QuickCreateMenu } from './quick-create-menu.tsx';
import { useThemeToggle } from './use-theme-toggle.ts';
import { UserMenu } from './user-menu.tsx';

interface NavbarProps {
  showMenuButton: boolean;
  menuOpen: boolean;
  onMenuClick: () => void;
  /** The global search (field or icon) that opens the command palette. */
  search?: ReactNode;
  /** Reserved: the notifications bell (notifications issue) and the to-do/project "+" buttons. */
  actions?: ReactNode;
}

/** Top bar of the signed-in pages: menu button, logo, search slot, actions slot, theme, user menu. */
export function Navbar({ showMenuButton, menuOpen, onMenuClick, search, actions }: NavbarProps) {
  const { mode, setTheme } = useThemeToggle();
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, borderBottom: 1, borderColor: 'divider' }}
    >
      {/* At 390 px every pixel counts: the menu, logo, +, bell, theme and avatar must fit without clipping. */}
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
        {showMenuButton && (
          <IconButton
            edge="start"
            aria-label={strings.openMenu}
            aria-expanded={menuOpen}
            onClick={onMenuClick}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Box component={Link} to={paths.dashboard.build()} sx={{ display: 'inline-flex', borderRadius: 1 }}>
          <Logo height={30} />
        </Box>
        <Box sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center', px: { xs: 0, sm: 2 } }}>
          {search}
        </Box>
        <Stack direction="row" spacing={{ xs: 0, sm: 0.5 }} sx={{ alignItems: 'center' }}>
          <TimerWidget />
          <QuickCreateMenu />
          {actions}
          <NotificationBell />
          <ThemeSwitch mode={mode} onChange={setTheme} />
          <UserMenu />
        </Stack>
      </Toolbar>
    </AppBar>
  );
}

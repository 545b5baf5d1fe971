import { AbilityProvider } from '@casl/react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { DateLocalizationProvider } from '../../components/date-localization-provider.tsx';
import { PageTransition } from '../../components/page-transition.tsx';
import { useLiveEvents } from '../../features/notifications/hooks/use-live-events.ts';
import { usePushDeviceSync } from '../../features/push/hooks/use-push-device-sync.ts';
import { useAppAbility } from '../../lib/ability.ts';
import { queryClient } from '../../lib/query-client.ts';
import { usePermissionRefresh } from '../../lib/session/permission-refresh.ts';
import { PermissionGate } from '../guard/permission-gate.tsx';
import { MuiRoot } from '../mui-root.tsx';
import { GlobalDialogs } from './global-dialogs.tsx';
import { GlobalSearch } from './global-search.tsx';
import { MenuDrawer } from './menu-drawer.tsx';
import { Navbar } from './navbar.tsx';
import { useSessionRefresh } from './use-session-refresh.ts';

/**
 * Layout of the signed-in pages: navbar, menu drawer, the page, the global dialogs. It provides
 * MUI's theme and the query cache: only signed-in pages use them, so MUI, emotion and TanStack Query stay
 * out of the /login bundle.
 */
export function AuthenticatedLayout() {
  return (
    <MuiRoot>
      <QueryClientProvider client={queryClient}>
        <SignedInShell />
      </QueryClientProvider>
    </MuiRoot>
  );
}

function SignedInShell() {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  const ability = useAppAbility();
  useSessionRefresh();
  // Server-sent events: new notifications and changed records refresh what is open.
  useLiveEvents();
  // A browser registered for push belongs to the signed-in user and this session.
  usePushDeviceSync();
  // An administrator's change to my group reaches this page: on the live event above, and on focus.
  usePermissionRefresh();

  return (
    <AbilityProvider value={ability}>
      <DateLocalizationProvider>
        <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
          <Navbar
            showMenuButton={!desktop}
            menuOpen={menuOpen}
            onMenuClick={() => setMenuOpen((open) => !open)}
            search={<GlobalSearch />}
          />
          <MenuDrawer permanent={desktop} open={menuOpen} onClose={() => setMenuOpen(false)} />
          <Box component="main" sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            <Toolbar />
            <Box sx={{ flexGrow: 1, p: { xs: 2, md: 3 } }}>
              <PermissionGate>
                <PageTransition />
              </PermissionGate>
            </Box>
          </Box>
          <GlobalDialogs />
        </Box>
      </DateLocalizationProvider>
    </AbilityProvider>
  );
}

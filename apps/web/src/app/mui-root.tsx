import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import { useThemeStore } from '../lib/theme-store.ts';
import { createAppTheme } from '../theme/create-app-theme.ts';

/**
 * MUI's theme (light or dark, from the theme store) for the chunks that use MUI: the authenticated
 * layout wraps its pages in it. Never imported by the entry or the public pages, so MUI and emotion
 * load with the first chunk that needs them (docs/ARCHITECTURE.md, "the public entry is MUI-free").
 */
export function MuiRoot({ children }: { children: ReactNode }) {
  const mode = useThemeStore((state) => state.mode);
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

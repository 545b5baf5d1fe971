import { itIT } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import type { Theme as ThemeMode } from '@officina/contracts';
import { strings } from '../lib/strings.ts';
import { breakpointValues } from './breakpoints.ts';
import { darkPalette, lightPalette } from './palettes.ts';

/** Ink of the initials on a chip's (grey) avatar, readable in both modes. */
function avatarInk(theme: Theme) {
  return {
    color: theme.palette.mode === 'dark' ? theme.palette.common.white : theme.palette.text.primary,
  };
}

/** The MUI theme for a mode, with the Italian component texts. */
export function createAppTheme(mode: ThemeMode): Theme {
  return createTheme(
    {
      palette: mode === 'dark' ? darkPalette : lightPalette,
      breakpoints: { values: breakpointValues },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
        h1: { fontSize: '2rem', fontWeight: 500 },
        h2: { fontSize: '1.5rem', fontWeight: 500 },
        h3: { fontSize: '1.25rem', fontWeight: 500 },
      },
      components: {
        // Initials on a chip's grey avatar: MUI's ink (grey 700 / 300 on grey 400 / 600) is under 4.5:1;
        // text colour on grey 400 (8.9:1) and white on grey 600 (4.6:1) pass AA.
        MuiChip: { styleOverrides: { root: { borderRadius: 4 }, avatar: ({ theme }) => avatarInk(theme) } },
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiAutocomplete: { defaultProps: { loadingText: `${strings.loading}…` } },
      },
    },
    itIT,
  );
}

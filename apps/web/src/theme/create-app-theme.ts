import { itIT } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import type { Theme as ThemeMode } from '@officina/contracts';
import { strings } from '../lib/strings.ts';
import { breakpointValues } from './breakpoints.ts';
import { darkPalette, lightPalette } from './palettes.ts';

/**
 * The default (grey) avatar of a colleague's initials, readable in both modes: MUI's grey 400 / 600
 * under the page colour is 1.7:1 / 4.1:1; grey 700 / 500 give 5.5:1 / 7:1 (WCAG AA). Avatars with a
 * brand background (sx bgcolor) keep it, and the page-colour ink.
 */
function defaultAvatar(theme: Theme) {
  return {
    color: theme.palette.background.default,
    backgroundColor: theme.palette.mode === 'dark' ? theme.palette.grey[500] : theme.palette.grey[700],
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
        // A chip's avatar has its own ink (grey 700 / 300): the default avatar's instead.
        MuiChip: {
          styleOverrides: { root: { borderRadius: 4 }, avatar: ({ theme }) => defaultAvatar(theme) },
        },
        MuiAvatar: { styleOverrides: { colorDefault: ({ theme }) => defaultAvatar(theme) } },
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiAutocomplete: { defaultProps: { loadingText: `${strings.loading}…` } },
      },
    },
    itIT,
  );
}

import { itIT } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import type { Theme as ThemeMode } from '@officina/contracts';
import { strings } from '../lib/strings.ts';
import { breakpointValues } from './breakpoints.ts';
import { darkPalette, lightPalette } from './palettes.ts';

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
        MuiChip: { styleOverrides: { root: { borderRadius: 4 } } },
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiAutocomplete: { defaultProps: { loadingText: `${strings.loading}…` } },
      },
    },
    itIT,
  );
}

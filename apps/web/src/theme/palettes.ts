import type { PaletteOptions } from '@mui/material/styles';

/** Light (default): purple primary, teal-blue secondary, amber accent, light grey page, white paper. */
export const lightPalette: PaletteOptions = {
  mode: 'light',
  primary: { main: '#6a3fb5', light: '#9a6fe0', dark: '#4a2591', contrastText: '#ffffff' },
  secondary: { main: '#00798c', light: '#4fa9b9', dark: '#00535f', contrastText: '#ffffff' },
  accent: { main: '#ffb300', light: '#ffd54f', dark: '#c68400', contrastText: '#1f1f1f' },
  info: { main: '#0277bd' },
  success: { main: '#2e7d32' },
  warning: { main: '#b45309' },
  error: { main: '#c62828' },
  background: { default: '#f3f4f7', paper: '#ffffff' },
  text: { primary: '#1f1d24', secondary: '#55535c' },
  // MUI's 0.54 black is 4.49:1 on the page grey (an unselected toggle button's label): 0.6 passes AA.
  action: { active: 'rgba(0, 0, 0, 0.6)' },
};

/** Dark: lighter violet, green-teal, amber, near-black page, dark grey surfaces, light grey text. */
export const darkPalette: PaletteOptions = {
  mode: 'dark',
  primary: { main: '#b9a1f2', light: '#d6c8f8', dark: '#8c6fd6', contrastText: '#16121f' },
  secondary: { main: '#4fc3a9', light: '#84e0cb', dark: '#2b937b', contrastText: '#0c1a17' },
  accent: { main: '#ffca28', light: '#ffe082', dark: '#c79a00', contrastText: '#1f1f1f' },
  info: { main: '#4fc3f7' },
  success: { main: '#81c784' },
  warning: { main: '#ffb74d' },
  error: { main: '#ef9a9a' },
  background: { default: '#111113', paper: '#1e1e22' },
  text: { primary: '#e4e4e7', secondary: '#a9a9b2' },
};

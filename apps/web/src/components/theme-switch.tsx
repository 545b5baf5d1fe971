import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@officina/contracts';
import { strings } from '../lib/strings.ts';

interface ThemeSwitchProps {
  mode: Theme;
  onChange: (mode: Theme) => void;
}

/** Named by what it does: "Tema scuro" while the light theme is on, "Tema chiaro" while dark. */
export function ThemeSwitch({ mode, onChange }: ThemeSwitchProps) {
  const dark = mode === 'dark';
  const label = dark ? strings.themeLight : strings.themeDark;
  return (
    <IconButton
      color="inherit"
      aria-label={label}
      title={label}
      onClick={() => onChange(dark ? 'light' : 'dark')}
    >
      {dark ? <LightModeOutlined /> : <DarkModeOutlined />}
    </IconButton>
  );
}

import type { Theme } from '@officina/contracts';
import { strings } from '../lib/strings.ts';
import { PlainIcon } from './plain/plain-icon.tsx';

interface ThemeSwitchProps {
  mode: Theme;
  onChange: (mode: Theme) => void;
}

/**
 * Named by what it does: "Tema scuro" while the light theme is on, "Tema chiaro" while dark. Plain
 * (no MUI) because the public header carries it too.
 */
export function ThemeSwitch({ mode, onChange }: ThemeSwitchProps) {
  const dark = mode === 'dark';
  const label = dark ? strings.themeLight : strings.themeDark;
  return (
    <button
      type="button"
      className="ui-icon-button"
      aria-label={label}
      title={label}
      onClick={() => onChange(dark ? 'light' : 'dark')}
    >
      <PlainIcon name={dark ? 'lightMode' : 'darkMode'} />
    </button>
  );
}

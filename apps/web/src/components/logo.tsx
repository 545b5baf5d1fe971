import { strings } from '../lib/strings.ts';
import { useThemeStore } from '../lib/theme-store.ts';

interface LogoProps {
  height?: number;
  /** Alternative text; empty when a nearby text already names the app. */
  alt?: string;
}

/** The Officina logo in the variant of the current theme (each theme has its own logo). */
export function Logo({ height = 32, alt = strings.appName }: LogoProps) {
  const mode = useThemeStore((state) => state.mode);
  return (
    <img
      className="logo"
      src={mode === 'dark' ? '/logo-dark.svg' : '/logo-light.svg'}
      alt={alt}
      height={height}
    />
  );
}

import { useThemedLogo } from '../lib/branding/branding-store.ts';
import { strings } from '../lib/strings.ts';
import { useThemeStore } from '../lib/theme-store.ts';

interface LogoProps {
  height?: number;
  /** Alternative text; empty when a nearby text already names the app. Default: the company's name. */
  alt?: string;
}

/**
 * The logo in the variant of the current theme (each theme has its own logo): the company's when
 * an administrator set one (/admin/company), otherwise Officina's.
 */
export function Logo({ height = 32, alt }: LogoProps) {
  const mode = useThemeStore((state) => state.mode);
  const { src, companyName } = useThemedLogo(mode);
  return <img className="logo" src={src} alt={alt ?? companyName ?? strings.appName} height={height} />;
}

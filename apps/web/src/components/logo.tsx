import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { strings } from '../lib/strings.ts';

interface LogoProps {
  height?: number;
  /** Alternative text; empty when a nearby text already names the app. */
  alt?: string;
}

/** The Officina logo in the variant of the current theme (SPEC §1: each theme has its own logo). */
export function Logo({ height = 32, alt = strings.appName }: LogoProps) {
  const mode = useTheme().palette.mode;
  return (
    <Box
      component="img"
      src={mode === 'dark' ? '/logo-dark.svg' : '/logo-light.svg'}
      alt={alt}
      sx={{ height, width: 'auto', display: 'block' }}
    />
  );
}

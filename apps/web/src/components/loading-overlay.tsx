import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import { keyframes, useTheme } from '@mui/material/styles';
import { strings } from '../lib/strings.ts';

const pulse = keyframes`
  0%, 100% { transform: scale(1); opacity: 1; }
  50% { transform: scale(0.92); opacity: 0.7; }
`;

/** Full-screen overlay with the themed logo (alt "Loading") while the loading flag is on (SPEC §2). */
export function LoadingOverlay({ open }: { open: boolean }) {
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  return (
    <Backdrop
      open={open}
      aria-busy={open}
      sx={{
        zIndex: theme.zIndex.modal + 1,
        bgcolor: dark ? 'rgba(17, 17, 19, 0.72)' : 'rgba(243, 244, 247, 0.72)',
        backdropFilter: 'blur(2px)',
      }}
    >
      <Box
        component="img"
        src={dark ? '/logo-dark.svg' : '/logo-light.svg'}
        alt={strings.loadingAlt}
        sx={{
          height: 64,
          animation: `${pulse} 1.2s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      />
    </Backdrop>
  );
}

import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A page's main block and the narrower one beside it (below it on narrow screens). */
export function MainAside({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

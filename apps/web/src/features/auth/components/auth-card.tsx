import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The centred card of the sign-in pages, with the page's one h1. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack sx={{ flexGrow: 1, alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Stack spacing={2.5}>
          <Typography variant="h1">{title}</Typography>
          {intro && <Typography color="text.secondary">{intro}</Typography>}
          {children}
        </Stack>
      </Paper>
    </Stack>
  );
}

import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface TitledSectionProps {
  title: string;
  /** Space between the title and the blocks under it. */
  spacing?: number;
  children: ReactNode;
}

/** A titled card of a settings-like page (an h2 under the page's h1, naming the section). */
export function TitledSection({ title, spacing = 2, children }: TitledSectionProps) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={spacing}>
        <Typography id={id} variant="h2">
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

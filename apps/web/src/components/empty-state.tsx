import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  description?: string;
  /** The call to action, e.g. an "Aggiungi" button. */
  action?: ReactNode;
}

/** What a list shows when it has nothing: a short sentence and what to do next. */
export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 1.5,
        py: 6,
        px: 2,
        height: '100%',
      }}
    >
      {icon && <Box sx={{ color: 'text.disabled', '& svg': { fontSize: 56 } }}>{icon}</Box>}
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
          {description}
        </Typography>
      )}
      {action && <Box sx={{ mt: 1, pointerEvents: 'auto' }}>{action}</Box>}
    </Box>
  );
}

import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** "Nuovo …": the link to a new record's form (already linked to its client or project, by `to`). */
export function CreateButton({ to, children, icon }: { to: string; children: ReactNode; icon?: ReactNode }) {
  return (
    <Button component={RouterLink} to={to} variant="contained" startIcon={icon ?? <AddOutlined />}>
      {children}
    </Button>
  );
}

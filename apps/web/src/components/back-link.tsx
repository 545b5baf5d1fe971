import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/** "← Clienti": back to the list a page belongs to. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="hover"
      color="text.secondary"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start', fontSize: 14 }}
    >
      <ArrowBackOutlined fontSize="inherit" />
      {children}
    </Link>
  );
}

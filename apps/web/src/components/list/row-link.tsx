import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface RowLinkProps {
  to: string;
  children: ReactNode;
  /** Added to the bold record name; `plain` for a link in normal weight (e.g. a row's client). */
  sx?: SxProps<Theme>;
  plain?: boolean;
}

/**
 * A record's name or number in a grid cell, a link to the record: a real link (opens in a new tab,
 * reads as a link), whose click does not also count as a click on the row.
 */
export function RowLink({ to, children, sx, plain }: RowLinkProps) {
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="hover"
      {...(plain ? {} : { sx: [{ fontWeight: 500 }, ...(Array.isArray(sx) ? sx : [sx])] })}
      onClick={(event) => event.stopPropagation()}
    >
      {children}
    </Link>
  );
}

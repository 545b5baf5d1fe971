import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** Buttons on the right (wrap below the title on narrow screens). */
  actions?: ReactNode;
  /** A breadcrumb or back link above the title. */
  back?: ReactNode;
}

/**
 * A header's buttons on its right, wrapping when they don't fit. Never wider than the header: as a
 * flex item that does not shrink it took its buttons' width in one row, and the opportunity's four
 * made a phone's page 622 px wide.
 */
export function HeaderActions({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0, maxWidth: '100%' }}>
      {children}
    </Stack>
  );
}

/** Title row of a page: title, a line of context, the page's actions. */
export function PageHeader({ title, subtitle, actions, back }: PageHeaderProps) {
  return (
    <Stack spacing={0.5}>
      {back}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <Stack spacing={0.25} sx={{ minWidth: 0 }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" component="div">
              {subtitle}
            </Typography>
          )}
        </Stack>
        {actions && <HeaderActions>{actions}</HeaderActions>}
      </Stack>
    </Stack>
  );
}

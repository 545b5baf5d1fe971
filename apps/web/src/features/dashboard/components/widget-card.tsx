import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';

interface WidgetCardProps {
  title: string;
  /** The widget's list, filtered as the widget counts: the title links to it (none: plain title). */
  to?: string;
  icon: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}

/** One dashboard widget: a titled section whose title opens its filtered list. */
export function WidgetCard({ title, to, icon, action, children }: WidgetCardProps) {
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5, minHeight: 220, minWidth: 0 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Box aria-hidden sx={{ color: 'primary.main', display: 'inline-flex' }}>
          {icon}
        </Box>
        <Typography id={titleId} variant="h3" component="h2" sx={{ flex: 1, minWidth: 0 }}>
          {to ? (
            <Link component={RouterLink} to={to} underline="hover" color="inherit">
              {title}
            </Link>
          ) : (
            title
          )}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

/** A widget's placeholder while GET /dashboard loads. */
export function WidgetSkeleton({ title }: { title: string }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2.5, minHeight: 220 }}
      aria-busy="true"
      aria-label={`${title}: caricamento`}
    >
      <Skeleton variant="text" width="60%" height={32} />
      <Skeleton variant="rounded" height={140} sx={{ mt: 1.5 }} />
    </Paper>
  );
}

/** What an empty widget says, with what to do about it. */
export function WidgetEmpty({ children }: { children: ReactNode }) {
  return (
    <Typography
      color="text.secondary"
      sx={{
        flex: 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        px: 2,
      }}
    >
      {children}
    </Typography>
  );
}

/** A big number that opens the list it counts; its name is what it shows ("Oggi 3"). */
export function CountLink({
  to,
  label,
  count,
  tone,
}: {
  to: string;
  label: string;
  count: number;
  tone?: 'error';
}) {
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="none"
      data-testid="dashboard-count"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        px: 1.5,
        py: 1,
        borderRadius: 1,
        bgcolor: 'action.hover',
        minWidth: 96,
        color: 'text.primary',
        '&:hover': { bgcolor: 'action.selected' },
      }}
    >
      <Typography variant="body2" color="text.secondary" component="span">
        {label}
      </Typography>
      <Typography
        component="span"
        sx={{ fontSize: 28, fontWeight: 600, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}
        color={tone === 'error' && count > 0 ? 'error' : 'inherit'}
      >
        {count.toLocaleString('it-IT')}
      </Typography>
    </Link>
  );
}

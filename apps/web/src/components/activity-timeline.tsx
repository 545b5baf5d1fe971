import ArrowRightAltOutlined from '@mui/icons-material/ArrowRightAltOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ActivityEntry } from '@officina/contracts';
import { Link as RouterLink } from 'react-router';
import { type ActivityChangeLine, recordEventText } from '../lib/activity/change-format.ts';
import { formatDateTime } from '../lib/locale/format.ts';
import { EmptyState } from './empty-state.tsx';

function Value({ text, href, struck }: { text: string; href?: string | null; struck?: boolean }) {
  const sx = struck ? { textDecoration: 'line-through', color: 'text.secondary' } : undefined;
  if (!href)
    return (
      <Box component="span" sx={sx}>
        {text}
      </Box>
    );
  return (
    <Link component={RouterLink} to={href} sx={sx}>
      {text}
    </Link>
  );
}

/** How a record's history reads: what follows the user's name, and what else each entry shows. */
export interface ActivityTexts {
  /** What follows the user's name, with its leading separator: " ha modificato il cliente". */
  headline: (entry: ActivityEntry) => string;
  /** Appended to the date line (e.g. " · scadenza, stato"), or nothing. */
  summary?: (entry: ActivityEntry) => string | null;
  /** The changed fields shown old → new under the entry, or null for none. */
  changes?: (entry: ActivityEntry) => readonly ActivityChangeLine[] | null;
  /** The field labels' column of the old → new grid. */
  labelWidth?: number;
}

interface ActivityTimelineProps extends ActivityTexts {
  entries: readonly ActivityEntry[] | undefined;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** While loading: one block, or a few (at most 3) placeholder rows. */
  skeleton?: { rows: number; height: number };
  /** The avatar's letters when no user did it (the system). */
  anonymous?: string;
}

const initials = (name: string | null, anonymous: string) =>
  (name ?? anonymous)
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

/**
 * A record's "Attività": who did what and when, newest first, paged; each feature says how its
 * entries read (verbs, field names, values named from its lookups).
 */
export function ActivityTimeline({
  entries,
  page,
  pages,
  onPage,
  skeleton,
  anonymous = '?',
  headline,
  summary,
  changes,
  labelWidth = 120,
}: ActivityTimelineProps) {
  if (!entries) {
    if (!skeleton) return <Skeleton variant="rounded" height={200} />;
    return (
      <Stack spacing={1.5} aria-busy="true">
        {[0, 1, 2].slice(0, skeleton.rows).map((key) => (
          <Skeleton key={key} variant="rounded" height={skeleton.height} />
        ))}
      </Stack>
    );
  }
  if (entries.length === 0) {
    return <EmptyState icon={<HistoryOutlined />} title="Nessuna attività registrata" />;
  }
  return (
    <Stack spacing={2}>
      <List aria-label="Attività" disablePadding>
        {entries.map((entry) => {
          // Another module's event on this record (a file added) reads the same on every record.
          const event = recordEventText(entry);
          const lines = event ? null : changes?.(entry);
          return (
            <ListItem key={entry.id} divider alignItems="flex-start" sx={{ gap: 2, py: 1.5, px: 0 }}>
              <Avatar sx={{ width: 36, height: 36, fontSize: 14, bgcolor: 'primary.main' }} aria-hidden>
                {initials(entry.user_name, anonymous)}
              </Avatar>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography>
                  <Box component="strong" sx={{ fontWeight: 600 }}>
                    {entry.user_name ?? 'Sistema'}
                  </Box>
                  {event ? ` — ${event}` : headline(entry)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
                  {event ? null : summary?.(entry)}
                </Typography>
                {lines && lines.length > 0 && <ChangeGrid lines={lines} labelWidth={labelWidth} />}
              </Box>
            </ListItem>
          );
        })}
      </List>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_, next) => onPage(next)}
          sx={{ alignSelf: 'center' }}
        />
      )}
    </Stack>
  );
}

/** Each changed field: label, old value struck through → new value. */
function ChangeGrid({ lines, labelWidth }: { lines: readonly ActivityChangeLine[]; labelWidth: number }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: `minmax(${labelWidth}px, max-content) 1fr` },
        columnGap: 2,
        rowGap: 0.5,
        mt: 1,
        mb: 0,
        fontSize: 14,
      }}
    >
      {lines.map((line) => (
        <Box key={line.field} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {line.label}
          </Box>
          <Box
            component="dd"
            sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}
          >
            {line.old !== null && (
              <>
                <Value text={line.old} href={line.oldHref} struck />
                <ArrowRightAltOutlined fontSize="small" aria-label="diventa" />
              </>
            )}
            <Value text={line.new} href={line.newHref} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ActivityEntry } from '@officina/contracts';
import { formatDateTime } from '../lib/locale/format.ts';
import { EmptyState } from './empty-state.tsx';

const verbs: Record<string, string> = {
  created: 'ha creato',
  updated: 'ha modificato',
  archived: 'ha archiviato',
  restored: 'ha ripristinato',
  deleted: 'ha eliminato',
};

interface ActivityTimelineProps {
  entries: readonly ActivityEntry[] | undefined;
  /** "il progetto", "il to-do". */
  subject: string;
  /** Italian names of the fields (`due_date` → "Scadenza"); unknown fields show as they are. */
  fieldLabels: Readonly<Record<string, string>>;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

const initials = (name: string | null) =>
  (name ?? 'S')
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** The "Attività" tab of a record: who did what and when, and which fields changed. */
export function ActivityTimeline({
  entries,
  subject,
  fieldLabels,
  page,
  pages,
  onPage,
}: ActivityTimelineProps) {
  if (!entries) return <Skeleton variant="rounded" height={200} />;
  if (entries.length === 0)
    return <EmptyState icon={<HistoryOutlined />} title="Nessuna attività registrata" />;
  return (
    <Stack spacing={2}>
      <List aria-label="Attività" disablePadding>
        {entries.map((entry) => (
          <ListItem key={entry.id} divider alignItems="flex-start" sx={{ gap: 2, py: 1.5, px: 0 }}>
            <Avatar sx={{ width: 36, height: 36, fontSize: 14, bgcolor: 'primary.main' }} aria-hidden>
              {initials(entry.user_name)}
            </Avatar>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography>
                <Box component="strong" sx={{ fontWeight: 600 }}>
                  {entry.user_name ?? 'Sistema'}
                </Box>{' '}
                {verbs[entry.action] ?? entry.action} {subject}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
                {entry.action === 'updated' &&
                  entry.changes.length > 0 &&
                  ` · ${entry.changes.map((change) => fieldLabels[change.field] ?? change.field).join(', ')}`}
              </Typography>
            </Box>
          </ListItem>
        ))}
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

import ArrowRightAltOutlined from '@mui/icons-material/ArrowRightAltOutlined';
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
import { EmptyState } from '../../../components/empty-state.tsx';
import { formatDateTime } from '../../../lib/locale/format.ts';
import { actionVerb, changeText, fieldLabel, personEventText } from '../utils/activity-format.ts';

interface ActivityListProps {
  entries: readonly ActivityEntry[] | undefined;
  /** "il cliente", "la persona": what the verb acts on. */
  subject: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

const initials = (name: string | null) =>
  (name ?? '?')
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

/**
 * A record's history: who did what and when, and each changed field old → new, in Italian (ids
 * named by the server). A client's entries about its persons read "Persona aggiunta: Mario Rossi".
 */
export function ActivityList({ entries, subject, page, pages, onPage }: ActivityListProps) {
  if (!entries) {
    return (
      <Stack spacing={1.5} aria-busy="true">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={64} />
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
          const personEvent = personEventText(entry);
          return (
            <ListItem key={entry.id} divider alignItems="flex-start" sx={{ gap: 2, py: 1.5, px: 0 }}>
              <Avatar sx={{ width: 36, height: 36, fontSize: 14, bgcolor: 'primary.main' }} aria-hidden>
                {initials(entry.user_name)}
              </Avatar>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography>
                  <Box component="strong" sx={{ fontWeight: 600 }}>
                    {entry.user_name ?? 'Sistema'}
                  </Box>
                  {personEvent ? ` — ${personEvent}` : ` ${actionVerb(entry.action)} ${subject}`}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
                </Typography>
                {entry.changes.length > 0 && entry.action !== 'created' && !personEvent && (
                  <Box
                    component="dl"
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) 1fr' },
                      columnGap: 2,
                      rowGap: 0.5,
                      mt: 1,
                      mb: 0,
                      fontSize: 14,
                    }}
                  >
                    {entry.changes.map((change) => (
                      <Box key={change.field} sx={{ display: 'contents' }}>
                        <Box component="dt" sx={{ color: 'text.secondary' }}>
                          {fieldLabel(change.field)}
                        </Box>
                        <Box
                          component="dd"
                          sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}
                        >
                          <Box
                            component="span"
                            sx={{ textDecoration: 'line-through', color: 'text.secondary' }}
                          >
                            {changeText(change, 'old')}
                          </Box>
                          <ArrowRightAltOutlined fontSize="small" aria-label="diventa" />
                          <span>{changeText(change, 'new')}</span>
                        </Box>
                      </Box>
                    ))}
                  </Box>
                )}
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

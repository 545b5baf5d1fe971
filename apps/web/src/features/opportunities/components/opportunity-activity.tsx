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
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { formatDateTime } from '../../../lib/locale/format.ts';
import { useSalesLookups } from '../../../lib/settings/use-sales-lookups.ts';
import { ACTIVITY_PAGE_SIZE, useOpportunityActivity } from '../api/opportunity-activity.ts';
import { activityField, activityNames, activityValue, activityVerb } from '../utils/activity-labels.ts';

const initials = (name: string | null) =>
  (name ?? '?')
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

/** Attività: who changed what and when; state changes show the note and the lost reason. */
export function OpportunityActivity({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const activity = useOpportunityActivity(id, page);
  const lookups = useSalesLookups();
  const names = useMemo(
    () => activityNames([...lookups.opportunityStates, ...lookups.opportunityTypes], lookups.owners),
    [lookups],
  );
  const entries = activity.data?.data;
  const pages = activity.data ? Math.ceil(activity.data.meta.total / ACTIVITY_PAGE_SIZE) : 0;

  if (!entries) {
    return (
      <Stack spacing={1.5} aria-busy="true">
        {[0, 1].map((key) => (
          <Skeleton key={key} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  }
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
                {activityVerb(entry.action)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
              </Typography>
              {entry.changes.length > 0 && entry.action !== 'created' && (
                <Box
                  component="dl"
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
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
                        {activityField(change.field)}
                      </Box>
                      <Box
                        component="dd"
                        sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}
                      >
                        {change.old !== null && (
                          <>
                            <Box
                              component="span"
                              sx={{ textDecoration: 'line-through', color: 'text.secondary' }}
                            >
                              {activityValue(change.field, change.old, names)}
                            </Box>
                            <ArrowRightAltOutlined fontSize="small" aria-label="diventa" />
                          </>
                        )}
                        <span>{activityValue(change.field, change.new, names)}</span>
                      </Box>
                    </Box>
                  ))}
                </Box>
              )}
            </Box>
          </ListItem>
        ))}
      </List>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_, next) => setPage(next)}
          sx={{ alignSelf: 'center' }}
        />
      )}
    </Stack>
  );
}

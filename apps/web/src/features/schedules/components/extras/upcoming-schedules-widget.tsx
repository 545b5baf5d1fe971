import EventOutlined from '@mui/icons-material/EventOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { romeDateOf } from '@officina/contracts';
import { useId, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../lib/paths.ts';
import { useUpcomingSchedules } from '../../api/extras/upcoming-schedules.ts';
import { AgendaDayList } from './agenda-day-list.tsx';
import { firstItems, groupByDay } from './agenda-days.ts';

/** How many occurrences the widget lists; the rest are counted with a link to the calendar. */
const SHOWN = 12;

/** Dashboard's "Prossimi appuntamenti": the next 7 days by day, a bell on those whose reminder is due. */
export function UpcomingSchedulesWidget() {
  const upcoming = useUpcomingSchedules();
  const titleId = useId();
  const today = romeDateOf(Date.now());
  const days = useMemo(
    () => firstItems(groupByDay(upcoming.data?.data ?? [], today), SHOWN),
    [upcoming.data, today],
  );
  const more = (upcoming.data?.data.length ?? 0) - SHOWN;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5, minHeight: 220 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box sx={{ color: 'primary.main', display: 'inline-flex' }}>
          <EventOutlined />
        </Box>
        <Typography id={titleId} variant="h3" component="h2" sx={{ flex: 1 }}>
          Prossimi appuntamenti
        </Typography>
        <Button size="small" component={RouterLink} to={paths.schedules.build()}>
          Apri il calendario
        </Button>
      </Stack>
      {upcoming.isError ? (
        <Typography color="error">Impossibile caricare gli appuntamenti.</Typography>
      ) : !upcoming.data ? (
        <Skeleton variant="rounded" height={140} aria-label="Caricamento degli appuntamenti" />
      ) : days.length === 0 ? (
        <Typography
          color="text.secondary"
          role="status"
          sx={{
            flex: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            textAlign: 'center',
          }}
        >
          Nessun appuntamento nei prossimi 7 giorni
        </Typography>
      ) : (
        <>
          <AgendaDayList days={days} today={today} />
          {more > 0 && (
            <Typography variant="body2" color="text.secondary">
              {more === 1 ? 'E un altro appuntamento' : `E altri ${more} appuntamenti`} nel calendario.
            </Typography>
          )}
        </>
      )}
    </Paper>
  );
}

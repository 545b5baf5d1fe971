import Typography from '@mui/material/Typography';
import { romeDateOf, type ScheduleUpcoming } from '@officina/contracts';
import { useMemo } from 'react';
import { AgendaDayList } from './agenda-day-list.tsx';
import { firstItems, groupByDay } from './agenda-days.ts';

/** How many occurrences are listed; the rest are counted with a pointer to the calendar. */
const SHOWN = 12;

/**
 * The dashboard's "Prossimi appuntamenti" body: the next 7 days' occurrences by day (from
 * GET /dashboard's `upcoming_events`), a bell on those whose reminder is due.
 */
export function UpcomingAgenda({ upcoming }: { upcoming: ScheduleUpcoming }) {
  const today = romeDateOf(Date.now());
  const days = useMemo(() => firstItems(groupByDay(upcoming.data, today), SHOWN), [upcoming.data, today]);
  const more = upcoming.data.length - SHOWN;
  if (days.length === 0) {
    return (
      <Typography color="text.secondary" role="status" sx={{ py: 3, textAlign: 'center' }}>
        Nessun appuntamento nei prossimi 7 giorni. Aggiungine uno dal Calendario.
      </Typography>
    );
  }
  return (
    <>
      <AgendaDayList days={days} today={today} />
      {more > 0 && (
        <Typography variant="body2" color="text.secondary">
          {more === 1 ? 'E un altro appuntamento' : `E altri ${more} appuntamenti`} nel calendario.
        </Typography>
      )}
    </>
  );
}

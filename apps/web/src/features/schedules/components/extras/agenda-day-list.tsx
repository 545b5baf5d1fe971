import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import Repeat from '@mui/icons-material/Repeat';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Lookup } from '@officina/contracts';
import { Link as RouterLink } from 'react-router';
import { useSettingsStore } from '../../../../lib/settings/settings-store.ts';
import { type AgendaDay, type AgendaItem, dayFirst, dayLabel, timeRange } from './agenda-days.ts';
import { calendarAt } from './calendar-links.ts';

export interface AgendaRow extends AgendaItem {
  title: string;
  calendar_id: number;
  color: string | null;
  recurring: boolean;
  location: string | null;
  reminder_due?: boolean;
}

function CalendarMark({ row, calendars }: { row: AgendaRow; calendars: readonly Lookup[] | undefined }) {
  const calendar = calendars?.find((entry) => entry.id === row.calendar_id);
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Box
        aria-hidden
        sx={{ width: 10, height: 10, borderRadius: '50%', flexShrink: 0 }}
        style={{ backgroundColor: row.color ?? calendar?.color ?? '#757575' }}
      />
      <Typography variant="caption" color="text.secondary" noWrap>
        {calendar?.name ?? 'Calendario'}
        {row.location ? ` · ${row.location}` : ''}
      </Typography>
    </Stack>
  );
}

function AgendaLine({ row, calendars }: { row: AgendaRow; calendars: readonly Lookup[] | undefined }) {
  return (
    <ListItem disableGutters divider sx={{ gap: 1.5, alignItems: 'flex-start' }}>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ minWidth: 96, flexShrink: 0, fontVariantNumeric: 'tabular-nums', pt: 0.25 }}
      >
        {timeRange(row)}
      </Typography>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={calendarAt(row.start.slice(0, 10))}
            underline="hover"
            sx={{ fontWeight: 500, minWidth: 0 }}
            noWrap
          >
            {row.title}
          </Link>
          {row.recurring && (
            <Repeat fontSize="small" color="action" titleAccess="Ricorrente" sx={{ flexShrink: 0 }} />
          )}
        </Stack>
        <CalendarMark row={row} calendars={calendars} />
      </Box>
      {row.reminder_due && (
        <Stack
          direction="row"
          spacing={0.5}
          sx={{ alignItems: 'center', color: 'warning.main', flexShrink: 0 }}
        >
          <NotificationsActiveOutlined fontSize="small" aria-hidden />
          <Typography variant="caption" sx={{ fontWeight: 600 }}>
            Promemoria
          </Typography>
        </Stack>
      )}
    </ListItem>
  );
}

/** "Oggi · 26/11/2026", "martedì 01/12/2026". */
const headingOf = (day: string, today: string) => {
  const label = dayLabel(day, today);
  return label.includes('/') ? label : `${label} · ${dayFirst(day)}`;
};

interface AgendaDayListProps {
  days: readonly AgendaDay<AgendaRow>[];
  /** Rome's today (`YYYY-MM-DD`): "Oggi" and "Domani". */
  today: string;
  /** The heading level of the days inside the page (h3 in a tab, h3 in a widget). */
  headingComponent?: 'h3' | 'h4';
}

/** Occurrences listed by day ("Oggi", "Domani", "martedì 10/03/2026"), each opening the calendar. */
export function AgendaDayList({ days, today, headingComponent = 'h3' }: AgendaDayListProps) {
  const calendars = useSettingsStore((state) => state.people?.calendars);
  return (
    <Stack spacing={2}>
      {days.map(({ day, items }) => (
        <Box key={day} component="section" aria-label={headingOf(day, today)}>
          <Typography
            variant="subtitle2"
            component={headingComponent}
            color={day === today ? 'primary' : 'text.primary'}
            sx={{ textTransform: 'capitalize' }}
          >
            {headingOf(day, today)}
          </Typography>
          <List dense disablePadding>
            {items.map((row) => (
              <AgendaLine key={row.key} row={row} calendars={calendars} />
            ))}
          </List>
        </Box>
      ))}
    </Stack>
  );
}

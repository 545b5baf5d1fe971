import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ScheduleOccurrence } from '@officina/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCan } from '../../../lib/ability.ts';
import type { ScheduleWindowParams } from '../../../lib/entities/schedules.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { useSettingsStore } from '../../../lib/settings/settings-store.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useScheduleOverlays, useScheduleWindow } from '../api/schedule-window.ts';
import { useCalendarMove } from '../hooks/use-calendar-move.ts';
import { useCalendarPrefs } from '../hooks/use-calendar-prefs.ts';
import { useCalendarUrl } from '../hooks/use-calendar-url.ts';
import { useLinkedEvent } from '../hooks/use-linked-event.ts';
import { type CalendarItem, occurrenceEvents, overlayEvents } from '../utils/calendar-events.ts';
import { romeToday, shiftDate } from '../utils/calendar-url.ts';
import { CalendarFilters } from './calendar-filters.tsx';
import { CalendarToolbar } from './calendar-toolbar.tsx';
import { ImportIcsDialog } from './extras/import-ics-dialog.tsx';
import { ScheduleCalendar } from './schedule-calendar.tsx';
import { ScheduleDialog, type ScheduleDialogTarget } from './schedule-dialog.tsx';
import { ScopeDialog } from './scope-dialog.tsx';

/**
 * /schedules: the shared calendars. The view and the day live in the URL, the calendars shown and
 * the layers in the user's preferences; the occurrences of the visible range come from
 * GET /schedules, the holidays and deadlines from GET /schedules/overlays.
 */
export function SchedulesView() {
  useDocumentTitle('Calendario');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const navigate = useNavigate();
  const can = useCan();
  const canManage = can('manage_schedules');
  const canSeeAll = can('view_all_schedules');
  const meId = useSessionStore((state) => state.user?.id ?? null);
  const calendars = useSettingsStore((state) => state.people?.calendars) ?? [];
  const url = useCalendarUrl();
  const { prefs, toggleCalendar, toggleOverlay } = useCalendarPrefs();
  const [range, setRange] = useState<{ from: string; to: string; title: string } | null>(null);
  // Opened from an Agenda tab's "Nuovo appuntamento" (`new=1&client_id=&project_id=`): the new
  // event's dialog for that client or project, on the first render only; the request then leaves
  // the URL, so a reload or Back does not open it again.
  const [dialog, setDialog] = useState<ScheduleDialogTarget | null>(() =>
    url.create && canManage
      ? {
          mode: 'create',
          times: { all_day: false, start: `${url.date}T09:00`, end: `${url.date}T10:00` },
          calendarId: calendars[0]?.id ?? null,
          links: url.create,
        }
      : null,
  );
  const { create, clearCreate } = url;
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !create) return;
    opened.current = true;
    clearCreate();
  }, [create, clearCreate]);
  const [importing, setImporting] = useState(false);
  const move = useCalendarMove();

  const visible = (id: number) => !prefs.hiddenCalendars.includes(id);
  const shown = calendars.filter((calendar) => visible(calendar.id));
  const calendarIds = shown.length < calendars.length ? shown.map((c) => c.id).join(',') : null;
  const userIds = canSeeAll && url.userIds.length > 0 ? url.userIds.join(',') : null;
  const groupId = canSeeAll ? url.groupId : null;
  const nothingShown = calendars.length > 0 && shown.length === 0;
  // The window's query: the range and the filters (no calendar shown: nothing to ask).
  const params = useMemo<ScheduleWindowParams | null>(
    () =>
      range && !nothingShown
        ? {
            from: range.from,
            to: range.to,
            ...(calendarIds ? { calendar_ids: calendarIds } : {}),
            ...(userIds ? { user_ids: userIds } : {}),
            ...(groupId ? { group_id: groupId } : {}),
          }
        : null,
    [range, nothingShown, calendarIds, userIds, groupId],
  );
  const occurrences = useScheduleWindow(params);
  const overlays = useScheduleOverlays(range && { from: range.from, to: range.to }, prefs.overlays);

  const events = useMemo(
    () => [
      ...(params
        ? occurrenceEvents(
            occurrences.data?.data ?? [],
            (id) => !prefs.hiddenCalendars.includes(id),
            canManage,
          )
        : []),
      ...overlayEvents((overlays.data?.data ?? []).filter((item) => prefs.overlays.includes(item.kind))),
    ],
    [params, occurrences.data, overlays.data, prefs, canManage],
  );

  // `evento=<id>`: the event's dialog once the window around the URL's day is drawn (a new day's
  // window, not the previous one kept while it loads); no calendar shown: nothing drawn to pick from.
  const windowShown = range !== null && range.from <= url.date && url.date <= range.to;
  const windowRows = !windowShown
    ? undefined
    : params === null || occurrences.isError
      ? []
      : occurrences.isPlaceholderData
        ? undefined
        : occurrences.data?.data;
  const openLinked = useCallback(
    (occurrence: ScheduleOccurrence) => setDialog({ mode: 'edit', occurrence }),
    [],
  );
  const linked = useLinkedEvent({
    eventId: url.eventId,
    day: url.date,
    window: windowRows,
    open: openLinked,
    clearEvent: url.clearEvent,
  });
  const closeDialog = () => {
    setDialog(null);
    if (url.eventId !== null) url.clearEvent();
  };

  const onItemClick = (item: CalendarItem) => {
    if (item.kind === 'event') setDialog({ mode: 'edit', occurrence: item.occurrence });
    else if (item.overlay.href) navigate(item.overlay.href);
  };
  const firstCalendar = shown[0]?.id ?? calendars[0]?.id ?? null;

  const filters = (
    <CalendarFilters
      prefs={prefs}
      onToggleCalendar={toggleCalendar}
      onToggleOverlay={toggleOverlay}
      canSeeAll={canSeeAll}
      userIds={url.userIds}
      meId={meId}
      onUserIds={url.setUserIds}
      groupId={url.groupId}
      onGroupId={url.setGroupId}
    />
  );

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeader title="Calendario" />
      {linked.message && (
        <Alert severity="warning" onClose={linked.dismiss}>
          {linked.message}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        {wide ? (
          <Paper variant="outlined" component="aside" aria-label="Filtri del calendario" sx={{ p: 2 }}>
            {filters}
          </Paper>
        ) : (
          <Accordion variant="outlined" disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreOutlined />}>Calendari e filtri</AccordionSummary>
            <AccordionDetails>{filters}</AccordionDetails>
          </Accordion>
        )}
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, minWidth: 0, overflow: 'hidden' }}>
          <Stack spacing={1}>
            <CalendarToolbar
              view={url.view}
              title={range?.title ?? ''}
              onStep={(step) => url.setDate(shiftDate(url.view, url.date, step))}
              onToday={() => url.setDate(romeToday())}
              onView={url.setView}
              canManage={canManage}
              onCreate={() =>
                setDialog({
                  mode: 'create',
                  times: { all_day: false, start: `${url.date}T09:00`, end: `${url.date}T10:00` },
                  calendarId: firstCalendar,
                })
              }
              onImport={() => setImporting(true)}
            />
            <Box sx={{ height: 4 }}>
              {(occurrences.isFetching || overlays.isFetching || move.moving) && (
                <LinearProgress aria-label="Caricamento degli appuntamenti" />
              )}
            </Box>
            <ScheduleCalendar
              view={url.view}
              date={url.date}
              events={events}
              canManage={canManage}
              onRange={setRange}
              onSelect={(times) => setDialog({ mode: 'create', times, calendarId: firstCalendar })}
              onItemClick={onItemClick}
              onChange={move.onChange}
              onDayClick={(day) => url.setViewAndDate('giorno', day)}
            />
          </Stack>
        </Paper>
      </Box>
      {dialog && <ScheduleDialog target={dialog} onClose={closeDialog} />}
      {move.pending && (
        <ScopeDialog action="move" pending={move.moving} onChoose={move.chooseScope} onCancel={move.cancel} />
      )}
      {canManage && <ImportIcsDialog open={importing} onClose={() => setImporting(false)} />}
    </Stack>
  );
}

import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSearchParams } from 'react-router';
import { type CalendarView, dateOrToday, viewOrDefault } from '../utils/calendar-url.ts';

const idList = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);

/**
 * The calendar's state in the URL: `view` (mese, settimana, giorno, agenda — the agenda by default on
 * a phone), `date` (a day of the range shown, today in Rome by default), `utenti` (whose events, the
 * signed-in user when absent), `gruppo`, `new=1` with `client_id`/`project_id` (open a new event
 * for them), and `evento` (open that event's dialog: a search hit, a reminder). Moving through dates replaces the entry; a change of view
 * pushes one, so Back returns to the previous view.
 */
export function useCalendarUrl() {
  const [params, setParams] = useSearchParams();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const view = viewOrDefault(params.get('view'), phone);
  const date = dateOrToday(params.get('date'));
  const userIds = idList(params.get('utenti'));
  const groupId = idList(params.get('gruppo'))[0] ?? null;
  // `new=1&client_id=&project_id=`: a new event asked for from a client's or a project's Agenda tab.
  const create =
    params.get('new') === '1'
      ? {
          client_id: idList(params.get('client_id'))[0] ?? null,
          project_id: idList(params.get('project_id'))[0] ?? null,
        }
      : null;
  // `evento=<id>`: an event to open (paths.scheduleEvent); it stays while its dialog is open.
  const eventId = idList(params.get('evento'))[0] ?? null;

  const set = (changes: Record<string, string | null>, push = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: !push },
    );

  return {
    view,
    date,
    userIds,
    groupId,
    create,
    eventId,
    /** Drops the request for a new event once its dialog is open (a reload does not open it again). */
    clearCreate: () => set({ new: null, client_id: null, project_id: null }),
    /** Drops `evento` once its dialog is closed, replacing the entry: Back does not open it again. */
    clearEvent: () => set({ evento: null }),
    setView: (next: CalendarView) => set({ view: next }, true),
    setDate: (next: string) => set({ date: next }),
    setViewAndDate: (nextView: CalendarView, nextDate: string) =>
      set({ view: nextView, date: nextDate }, true),
    setUserIds: (ids: number[]) => set({ utenti: ids.join(',') }),
    setGroupId: (id: number | null) => set({ gruppo: id ? String(id) : null }),
  };
}

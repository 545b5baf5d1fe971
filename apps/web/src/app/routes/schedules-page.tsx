import { SchedulesView } from '../../features/schedules/components/schedules-view.tsx';

/** /schedules: the calendar (lazy with its route, FullCalendar included). */
export function SchedulesPage() {
  return <SchedulesView />;
}

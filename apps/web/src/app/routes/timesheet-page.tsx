import { TimesheetView } from '../../features/timings/components/timesheet-view.tsx';

/** /timesheet: the week grid. */
export function TimesheetPage() {
  return <TimesheetView />;
}

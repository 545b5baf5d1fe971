import { TimeReport } from '../../features/timings/components/time-report.tsx';

/** /timesheet/report: hours by project, client, user or type. */
export function TimeReportPage() {
  return <TimeReport />;
}

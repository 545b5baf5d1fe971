import Stack from '@mui/material/Stack';
import { Greeting } from '../../features/dashboard/components/greeting.tsx';
import { UpcomingSchedulesWidget } from '../../features/schedules/components/extras/upcoming-schedules-widget.tsx';
import { MyDayWidgets } from '../../features/timings/components/my-day-widgets.tsx';
import { useCan } from '../../lib/ability.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { strings } from '../../lib/strings.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /dashboard: the greeting and the widgets of the modules that exist (to-dos, time, upcoming events). */
export function DashboardPage() {
  const name = useSessionStore((state) => state.user?.name ?? '');
  const can = useCan();
  useDocumentTitle(strings.dashboard);
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <Greeting name={name} />
      <MyDayWidgets />
      {can('view_schedules') && <UpcomingSchedulesWidget />}
    </Stack>
  );
}

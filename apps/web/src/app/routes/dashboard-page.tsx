import Stack from '@mui/material/Stack';
import { Greeting } from '../../features/dashboard/components/greeting.tsx';
import { MyDayWidgets } from '../../features/timings/components/my-day-widgets.tsx';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { strings } from '../../lib/strings.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /dashboard: the greeting and the widgets of the modules that exist (to-dos and time). */
export function DashboardPage() {
  const name = useSessionStore((state) => state.user?.name ?? '');
  useDocumentTitle(strings.dashboard);
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <Greeting name={name} />
      <MyDayWidgets />
    </Stack>
  );
}

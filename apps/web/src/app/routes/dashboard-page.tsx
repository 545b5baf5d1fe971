import EventOutlined from '@mui/icons-material/EventOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DASHBOARD_WIDGET_LABELS, type Dashboard, type DashboardWidgetKey } from '@officina/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useChangeDashboardLayout } from '../../features/dashboard/api/change-dashboard-layout.ts';
import { useDashboard } from '../../features/dashboard/api/get-dashboard.ts';
import { useDashboardLayout } from '../../features/dashboard/api/get-dashboard-layout.ts';
import { ExpiringContractsWidget } from '../../features/dashboard/components/expiring-contracts-widget.tsx';
import { Greeting } from '../../features/dashboard/components/greeting.tsx';
import { LayoutDialog } from '../../features/dashboard/components/layout-dialog.tsx';
import { MyTodosWidget } from '../../features/dashboard/components/my-todos-widget.tsx';
import { NotificationsWidget } from '../../features/dashboard/components/notifications-widget.tsx';
import { PipelineWidget } from '../../features/dashboard/components/pipeline-widget.tsx';
import { ProjectsOverBudgetWidget } from '../../features/dashboard/components/projects-over-budget-widget.tsx';
import { RecentActivityWidget } from '../../features/dashboard/components/recent-activity-widget.tsx';
import { TimeWidget } from '../../features/dashboard/components/time-widget.tsx';
import { WidgetCard, WidgetSkeleton } from '../../features/dashboard/components/widget-card.tsx';
import { normalizeLayout } from '../../features/dashboard/utils/layout.ts';
import { UpcomingAgenda } from '../../features/schedules/components/extras/upcoming-agenda.tsx';
import { useTimer } from '../../features/timings/api/get-timer.ts';
import { RunningTimerCard } from '../../features/timings/components/running-timer-card.tsx';
import { dashboardKeys } from '../../lib/entities/dashboard.ts';
import { paths } from '../../lib/paths.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { strings } from '../../lib/strings.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** 1 column on a phone, 2 on a tablet or laptop, 3 on a wide screen. */
const grid = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    md: 'repeat(2, minmax(0, 1fr))',
    xl: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

/** The running timer: the navbar's own query (GET /timings/timer), so it follows other tabs at once. */
function DashboardTimer() {
  const timer = useTimer();
  const queryClient = useQueryClient();
  return (
    <RunningTimerCard
      running={timer.data?.timer ?? null}
      offsetMs={timer.data?.offsetMs ?? 0}
      onStopped={() => queryClient.invalidateQueries({ queryKey: dashboardKeys.summary })}
    />
  );
}

/** Each widget drawn from GET /dashboard; null when the user may not see it (then nothing is drawn). */
function widgetOf(key: DashboardWidgetKey, data: Dashboard, now: number): ReactNode {
  switch (key) {
    case 'my_todos':
      return data.my_todos && <MyTodosWidget data={data.my_todos} />;
    case 'time':
      return data.time && <TimeWidget data={data.time} timer={<DashboardTimer />} />;
    case 'upcoming_events':
      return (
        data.upcoming_events && (
          <WidgetCard
            title={DASHBOARD_WIDGET_LABELS.upcoming_events}
            to={paths.schedules.build()}
            icon={<EventOutlined />}
            action={
              <Button size="small" component={RouterLink} to={paths.schedules.build()}>
                Apri il calendario
              </Button>
            }
          >
            <UpcomingAgenda upcoming={data.upcoming_events} />
          </WidgetCard>
        )
      );
    case 'pipeline':
      return data.pipeline && <PipelineWidget data={data.pipeline} />;
    case 'expiring_contracts':
      return data.expiring_contracts && <ExpiringContractsWidget data={data.expiring_contracts} />;
    case 'projects_over_budget':
      return data.projects_over_budget && <ProjectsOverBudgetWidget data={data.projects_over_budget} />;
    case 'recent_activity':
      return data.recent_activity && <RecentActivityWidget data={data.recent_activity} now={now} />;
    case 'notifications':
      return <NotificationsWidget data={data.notifications} now={now} />;
  }
}

/**
 * /dashboard: the greeting, then the widgets of GET /dashboard in the user's order (GET
 * /dashboard/layout), the hidden ones and those the user may not see left out; "Personalizza" shows,
 * hides and reorders them (saved at once, put back on failure).
 */
export function DashboardPage() {
  const name = useSessionStore((state) => state.user?.name ?? '');
  const dashboard = useDashboard();
  const layout = useDashboardLayout();
  const changeLayout = useChangeDashboardLayout();
  const [customizing, setCustomizing] = useState(false);
  useDocumentTitle(strings.dashboard);

  const items = useMemo(() => normalizeLayout(layout.data?.widgets), [layout.data]);
  const data = dashboard.data;
  const unavailable = useMemo(
    () =>
      new Set(
        data
          ? items.filter((item) => item.key !== 'notifications' && data[item.key] === null).map((i) => i.key)
          : [],
      ),
    [data, items],
  );
  const now = data ? Date.parse(data.server_time) : Date.now();
  const shown = items.filter((item) => !item.hidden && !unavailable.has(item.key));

  return (
    <Stack spacing={3} sx={{ maxWidth: 1600 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Greeting name={name} />
        <Button
          variant="outlined"
          startIcon={<TuneOutlined />}
          onClick={() => setCustomizing(true)}
          disabled={!layout.data}
          sx={{ flexShrink: 0 }}
        >
          Personalizza
        </Button>
      </Stack>
      {dashboard.isError && !data ? (
        <Alert severity="error" action={<Button onClick={() => dashboard.refetch()}>Riprova</Button>}>
          Impossibile caricare la dashboard.
        </Alert>
      ) : !data || !layout.data ? (
        <Box sx={grid}>
          {(layout.data ? shown : items.slice(0, 6)).map((item) => (
            <WidgetSkeleton key={item.key} title={DASHBOARD_WIDGET_LABELS[item.key]} />
          ))}
        </Box>
      ) : shown.length === 0 ? (
        <Alert severity="info">Hai nascosto tutti i widget: usa «Personalizza» per mostrarne qualcuno.</Alert>
      ) : (
        <Box sx={grid} data-testid="dashboard-grid">
          {shown.map((item) => (
            <Box key={item.key} data-widget={item.key} sx={{ minWidth: 0, display: 'grid' }}>
              {widgetOf(item.key, data, now)}
            </Box>
          ))}
        </Box>
      )}
      <LayoutDialog
        open={customizing}
        onClose={() => setCustomizing(false)}
        items={items}
        unavailable={unavailable}
        onChange={changeLayout}
      />
    </Stack>
  );
}

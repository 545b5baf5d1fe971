import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DashboardTodo } from '@officina/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDue } from '../../../lib/locale/due.ts';
import { formatTime } from '../../../lib/locale/format.ts';
import { paths } from '../../../lib/paths.ts';
import { formatElapsed, formatMinutes } from '../../../lib/time/duration.ts';
import { useTimer } from '../api/get-timer.ts';
import { useMyDashboard } from '../api/my-dashboard.ts';
import { useStopTimer } from '../api/stop-timer.ts';
import { timerSubject } from '../utils/timer-subject.ts';
import { useElapsed } from './use-elapsed.ts';

function Widget({
  title,
  icon,
  children,
  action,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5, minHeight: 220 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box sx={{ color: 'primary.main', display: 'inline-flex' }}>{icon}</Box>
        <Typography variant="h3" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

function TodoLines({ todos, overdue }: { todos: readonly DashboardTodo[]; overdue: boolean }) {
  return (
    <List dense disablePadding>
      {todos.slice(0, 6).map((todo) => (
        <ListItem key={todo.id} disableGutters divider sx={{ gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={paths.todoDetail.build(todo.id)}
              underline="hover"
              sx={{ fontWeight: 500, display: 'block' }}
              noWrap
            >
              {todo.title}
            </Link>
            {todo.project_name && (
              <Typography variant="caption" color="text.secondary" noWrap component="div">
                {todo.project_name}
              </Typography>
            )}
          </Box>
          <Typography
            variant="body2"
            color={overdue ? 'error' : 'text.secondary'}
            sx={{ fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}
          >
            {todo.due_at
              ? overdue
                ? formatDue(todo)
                : todo.due_all_day
                  ? 'In giornata'
                  : formatTime(todo.due_at)
              : ''}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Typography
      color="text.secondary"
      sx={{
        flex: 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        px: 2,
      }}
    >
      {children}
    </Typography>
  );
}

/** The widgets' grid, and their placeholders' while the dashboard loads. */
const widgetGrid = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: 'repeat(3, 1fr)' },
} as const;

/**
 * The dashboard's time widgets (GET /dashboard/me): my to-dos due today, overdue ones, the running
 * timer (live, stoppable) and this week's hours against 40.
 */
export function MyDayWidgets() {
  const dashboard = useMyDashboard();
  const timer = useTimer();
  const stop = useStopTimer();
  const running = timer.data?.timer ?? null;
  const elapsed = useElapsed(running?.started_at, timer.data?.offsetMs ?? 0);
  const data = dashboard.data;
  const allTodos = (
    <Button size="small" component={RouterLink} to={paths.todos.build()}>
      Tutti
    </Button>
  );

  if (!data) {
    return (
      <Box sx={widgetGrid}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={220} />
        ))}
      </Box>
    );
  }
  const percent = Math.min(100, (data.minutes_this_week / data.week_target_minutes) * 100);
  return (
    <Box sx={widgetGrid}>
      <Widget title="I miei to-do di oggi" icon={<TaskAltOutlined />} action={allTodos}>
        {data.todos_today.length === 0 ? (
          <Empty>Nessun to-do in scadenza oggi.</Empty>
        ) : (
          <TodoLines todos={data.todos_today} overdue={false} />
        )}
      </Widget>
      <Widget
        title="In ritardo"
        icon={<EventBusyOutlined />}
        action={
          data.todos_overdue.length > 0 && (
            <Button size="small" component={RouterLink} to={paths.todos.build('overdue=true')}>
              Vedi tutti ({data.todos_overdue.length})
            </Button>
          )
        }
      >
        {data.todos_overdue.length === 0 ? (
          <Empty>Niente in ritardo: sei in pari.</Empty>
        ) : (
          <TodoLines todos={data.todos_overdue} overdue />
        )}
      </Widget>
      <Widget
        title="Tempo"
        icon={<TimerOutlined />}
        action={
          <Button size="small" component={RouterLink} to={paths.timesheet.build()}>
            Foglio ore
          </Button>
        }
      >
        {running ? (
          <Stack spacing={1} sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
            <Typography variant="body2" color="text.secondary" noWrap>
              Timer in corso · {timerSubject(running)}
            </Typography>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography sx={{ fontSize: 28, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                {formatElapsed(elapsed)}
              </Typography>
              <Button
                size="small"
                color="error"
                variant="outlined"
                onClick={() => stop.mutate()}
                loading={stop.isPending}
              >
                Ferma
              </Button>
            </Stack>
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Nessun timer in corso: avvialo da un to-do o da un progetto.
          </Typography>
        )}
        <Box sx={{ mt: 'auto' }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 0.75 }}>
            <Typography variant="subtitle2">Ore di questa settimana</Typography>
            <Typography sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
              {formatMinutes(data.minutes_this_week)}{' '}
              <Typography component="span" color="text.secondary" variant="body2">
                di {formatMinutes(data.week_target_minutes)}
              </Typography>
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={percent}
            color={percent >= 100 ? 'success' : 'primary'}
            sx={{ height: 10, borderRadius: 5 }}
            aria-label="Ore della settimana rispetto all’obiettivo"
          />
        </Box>
      </Widget>
    </Box>
  );
}

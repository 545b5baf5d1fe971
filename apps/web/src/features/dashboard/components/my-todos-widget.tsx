import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DASHBOARD_WIDGET_LABELS,
  type Dashboard,
  type DashboardTodo,
  todoPriorityLabels,
} from '@officina/contracts';
import { Link as RouterLink } from 'react-router';
import { formatDue } from '../../../lib/locale/due.ts';
import { formatTime } from '../../../lib/locale/format.ts';
import { paths } from '../../../lib/paths.ts';
import { CountLink, WidgetCard, WidgetEmpty } from './widget-card.tsx';

/** The to-do list URLs the counts open: mine (the list's default), due today / overdue. */
export const todayTodosPath = paths.todos.build('due=today');
export const overdueTodosPath = paths.todos.build('overdue=true');

function TodoLine({ todo, overdue }: { todo: DashboardTodo; overdue: boolean }) {
  const when = todo.due_at
    ? overdue
      ? formatDue(todo)
      : todo.due_all_day
        ? 'In giornata'
        : formatTime(todo.due_at)
    : '';
  return (
    <ListItem disableGutters divider sx={{ gap: 1 }}>
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
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          Priorità {todoPriorityLabels[todo.priority].toLowerCase()}
          {todo.project_name ? ` · ${todo.project_name}` : ''}
        </Typography>
      </Box>
      <Typography
        variant="body2"
        color={overdue ? 'error' : 'text.secondary'}
        sx={{ fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}
      >
        {when}
      </Typography>
    </ListItem>
  );
}

/** "I miei to-do": how many are due today and overdue (each opening the list so filtered), the first ones. */
export function MyTodosWidget({ data }: { data: NonNullable<Dashboard['my_todos']> }) {
  const items = [
    ...data.overdue.slice(0, 3).map((todo) => ({ todo, overdue: true })),
    ...data.today.slice(0, 5).map((todo) => ({ todo, overdue: false })),
  ];
  return (
    <WidgetCard title={DASHBOARD_WIDGET_LABELS.my_todos} to={paths.todos.build()} icon={<TaskAltOutlined />}>
      <Stack direction="row" spacing={1.5}>
        <CountLink to={todayTodosPath} label="Oggi" count={data.today_count} />
        <CountLink to={overdueTodosPath} label="Scaduti" count={data.overdue_count} tone="error" />
      </Stack>
      {items.length === 0 ? (
        <WidgetEmpty>Nessun to-do per oggi. Aggiungine uno da To-do.</WidgetEmpty>
      ) : (
        <List dense disablePadding aria-label="Primi to-do scaduti e di oggi">
          {items.map(({ todo, overdue }) => (
            <TodoLine key={`${overdue}-${todo.id}`} todo={todo} overdue={overdue} />
          ))}
        </List>
      )}
    </WidgetCard>
  );
}

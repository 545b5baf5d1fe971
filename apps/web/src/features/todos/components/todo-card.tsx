import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TodoView } from '@officina/contracts';
import { Link as RouterLink } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { formatDue } from '../../../lib/locale/due.ts';
import { paths } from '../../../lib/paths.ts';
import { PriorityChip } from './priority-chip.tsx';
import { StateMenu } from './state-menu.tsx';

interface TodoCardProps {
  todo: TodoView;
  /** May the user move it (manage_todos or assigned)? */
  movable: boolean;
  onDragStart: (todo: TodoView) => void;
  onDragEnd: () => void;
}

/** A board card: title, project, due, priority, checklist progress, assignees; draggable and "Sposta in…". */
export function TodoCard({ todo, movable, onDragStart, onDragEnd }: TodoCardProps) {
  return (
    <Card
      variant="outlined"
      draggable={movable}
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', String(todo.id));
        event.dataTransfer.effectAllowed = 'move';
        onDragStart(todo);
      }}
      onDragEnd={onDragEnd}
      data-testid={`todo-card-${todo.id}`}
      sx={{
        p: 1.5,
        cursor: movable ? 'grab' : 'default',
        borderLeft: 3,
        borderLeftColor: todo.overdue ? 'error.main' : 'divider',
        '&:hover': { boxShadow: 2 },
      }}
    >
      <Stack spacing={1}>
        <Link
          component={RouterLink}
          to={paths.todoDetail.build(todo.id)}
          underline="hover"
          color="text.primary"
          sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
        >
          {todo.title}
        </Link>
        {todo.project_id && (
          <Typography variant="caption" color="text.secondary" noWrap>
            {todo.project_code} · {todo.project_name}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <PriorityChip priority={todo.priority} />
          {todo.due_at && (
            <Typography
              variant="caption"
              color={todo.overdue ? 'error' : 'text.secondary'}
              sx={{ fontWeight: todo.overdue ? 600 : 400 }}
            >
              {formatDue(todo)}
            </Typography>
          )}
          {todo.recurrence.type_repeat !== 'none' && (
            <EventRepeatOutlined sx={{ fontSize: 16 }} color="action" aria-label="Si ripete" />
          )}
          {todo.checklist.total > 0 && (
            <Box
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.25,
                color: todo.checklist.done === todo.checklist.total ? 'success.main' : 'text.secondary',
              }}
            >
              <ChecklistOutlined sx={{ fontSize: 16 }} aria-hidden />
              <Typography
                variant="caption"
                aria-label={`Checklist: ${todo.checklist.done} di ${todo.checklist.total}`}
              >
                {todo.checklist.done}/{todo.checklist.total}
              </Typography>
            </Box>
          )}
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <AvatarGroup max={3} sx={{ '& .MuiAvatar-root': { width: 24, height: 24, fontSize: 11 } }}>
            {todo.assignees.map((user) => (
              <UserAvatar key={user.id} alt={user.name} title={user.name} name={user.name} />
            ))}
          </AvatarGroup>
          {movable && <StateMenu todo={todo} compact />}
        </Stack>
      </Stack>
    </Card>
  );
}

import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TodoView } from '@officina/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { LookupChip } from '../../../components/lookup-chip.tsx';
import { paths } from '../../../lib/paths.ts';
import { PriorityChip } from './priority-chip.tsx';
import { TodoFacts } from './todo-facts.tsx';

interface TodoOverviewProps {
  todo: TodoView;
  /** Beside the title (`TodoActions`). */
  actions: ReactNode;
}

/** The to-do's card: title, state and links, actions, facts, assignees and description. */
export function TodoOverview({ todo, actions }: TodoOverviewProps) {
  const recurring = todo.recurrence.type_repeat !== 'none';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Stack spacing={1.25} sx={{ minWidth: 0 }}>
          <Typography
            variant="h1"
            sx={{
              overflowWrap: 'anywhere',
              textDecoration: todo.state_is_closed ? 'line-through' : 'none',
            }}
          >
            {todo.title}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <LookupChip name={todo.state_name} color={todo.state_color} />
            <PriorityChip priority={todo.priority} />
            {todo.archived_at && (
              <Chip size="small" color="warning" icon={<ArchiveOutlined />} label="Archiviato" />
            )}
            {todo.overdue && <Chip size="small" color="error" label="In ritardo" />}
            {recurring && (
              <Chip
                size="small"
                icon={<EventRepeatOutlined />}
                label={`Occorrenza ${todo.occurrence_index}`}
                variant="outlined"
              />
            )}
            {todo.project_id && (
              <Link component={RouterLink} to={paths.projectDetail.build(todo.project_id)} underline="hover">
                {todo.project_code} · {todo.project_name}
              </Link>
            )}
            {todo.client_id && (
              <Link
                component={RouterLink}
                to={paths.crmClientDetail.build(todo.client_id)}
                underline="hover"
                color="text.secondary"
              >
                {todo.client_name}
              </Link>
            )}
          </Stack>
        </Stack>
        {actions}
      </Stack>
      <TodoFacts todo={todo} />
      {todo.assignees.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Assegnato a {todo.assignees.map((user) => user.name).join(', ')}
        </Typography>
      )}
      {todo.description && <Typography sx={{ mt: 2, whiteSpace: 'pre-wrap' }}>{todo.description}</Typography>}
    </Paper>
  );
}

import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import type { TodoView } from '@officina/contracts';
import { formatDue } from '../../../lib/locale/due.ts';
import { formatDateTime } from '../../../lib/locale/format.ts';
import { formatMinutes } from '../../../lib/time/duration.ts';
import { initials } from '../utils/initials.ts';

/** The to-do's dates, estimate and assignees, as a description list. */
export function TodoFacts({ todo }: { todo: TodoView }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, minmax(0, 1fr))' },
        gap: 2,
        mt: 3,
        mb: 0,
        '& dt': { color: 'text.secondary', fontSize: 13 },
        '& dd': { m: 0, fontWeight: 500 },
      }}
    >
      <div>
        <dt>Scadenza</dt>
        <Box component="dd" sx={{ color: todo.overdue ? 'error.main' : 'inherit' }}>
          {formatDue(todo) || '—'}
        </Box>
      </div>
      <div>
        <dt>Inizio</dt>
        <dd>{formatDateTime(todo.start_at) || '—'}</dd>
      </div>
      <div>
        <dt>Stima</dt>
        <dd>{todo.estimate_minutes === null ? '—' : formatMinutes(todo.estimate_minutes)}</dd>
      </div>
      <div>
        <dt>Completato</dt>
        <dd>{todo.completed_at ? formatDateTime(todo.completed_at) : '—'}</dd>
      </div>
      <div>
        <dt>Assegnatari</dt>
        <dd>
          {todo.assignees.length === 0 ? (
            '—'
          ) : (
            <AvatarGroup
              max={5}
              sx={{
                justifyContent: 'flex-end',
                '& .MuiAvatar-root': { width: 28, height: 28, fontSize: 12 },
              }}
            >
              {todo.assignees.map((user) => (
                <Tooltip key={user.id} title={user.name}>
                  <Avatar alt={user.name}>{initials(user.name)}</Avatar>
                </Tooltip>
              ))}
            </AvatarGroup>
          )}
        </dd>
      </div>
    </Box>
  );
}

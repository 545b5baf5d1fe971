import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { noRecurrence, type TodoView } from '@officina/contracts';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { ChecklistPanel } from '../../../components/checklist-panel.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LookupChip } from '../../../components/lookup-chip.tsx';
import { RecordActions } from '../../../components/record-actions.tsx';
import { useCan } from '../../../lib/ability.ts';
import { formatDate, formatDateTime } from '../../../lib/locale/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { formatMinutes } from '../../../lib/time/duration.ts';
import { notify } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCompleteTodo } from '../api/complete-todo.ts';
import { useDeleteTodo } from '../api/delete-todo.ts';
import { useTodo } from '../api/get-todo.ts';
import { useSetTodoRecurrence } from '../api/set-todo-recurrence.ts';
import { useTodoChecklist, useTodoChecklistActions } from '../api/todo-checklist.ts';
import { recurrenceSummary } from '../utils/recurrence-summary.ts';
import { PriorityChip } from './priority-chip.tsx';
import { StateMenu } from './state-menu.tsx';

interface TodoDetailProps {
  id: number;
  /** Composed by the route from the time feature: the timer button and the to-do's time entries. */
  timerAction?: (todo: TodoView) => ReactNode;
  timings?: (todo: TodoView) => ReactNode;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** /todos/:id/detail: the to-do, its checklist (who ticked what, when), repetition and time. */
export function TodoDetail({ id, timerAction, timings }: TodoDetailProps) {
  const todo = useTodo(id);
  const checklist = useTodoChecklist(id);
  const actions = useTodoChecklistActions(id);
  const complete = useCompleteTodo();
  const remove = useDeleteTodo();
  const setRecurrence = useSetTodoRecurrence(id);
  const can = useCan();
  const navigate = useNavigate();
  const meId = useSessionStore((state) => state.user?.id);
  const [next, setNext] = useState<TodoView | null>(null);
  const [stopping, setStopping] = useState(false);
  const data = todo.data;
  useDocumentTitle(data?.title ?? 'To-do');

  if (todo.isError) return <Alert severity="error">To-do non trovato o non più disponibile.</Alert>;
  if (!data) return <Skeleton variant="rounded" height={360} />;

  const manage = can('manage_todos');
  const assigned = data.assignees.some((user) => user.id === meId);
  const canWork = manage || assigned;
  const recurring = data.recurrence.type_repeat !== 'none';

  const onComplete = () =>
    complete.mutate(id, {
      onSuccess: (result) => {
        notify.success('To-do completato');
        setNext(result.next);
      },
    });

  const stopSeries = () =>
    setRecurrence.mutate(
      { recurrence: noRecurrence, updated_at: data.updated_at },
      {
        onSuccess: () => {
          setStopping(false);
          notify.success('Ripetizione interrotta: non verranno create altre occorrenze');
        },
        onError: () => setStopping(false),
      },
    );

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1200 }}>
      <BackLink to={paths.todos.build()}>To-do</BackLink>
      {next && (
        <Alert
          severity="success"
          icon={<EventRepeatOutlined />}
          action={
            <Button
              color="inherit"
              size="small"
              component={RouterLink}
              to={paths.todoDetail.build(next.id)}
              onClick={() => setNext(null)}
            >
              Apri
            </Button>
          }
        >
          Prossima occorrenza creata{next.due_at ? `: scadenza ${formatDateTime(next.due_at)}` : ''}.
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Stack spacing={1.25} sx={{ minWidth: 0 }}>
            <Typography
              variant="h1"
              sx={{
                overflowWrap: 'anywhere',
                textDecoration: data.state_is_closed ? 'line-through' : 'none',
              }}
            >
              {data.title}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <LookupChip name={data.state_name} color={data.state_color} />
              <PriorityChip priority={data.priority} />
              {data.overdue && <Chip size="small" color="error" label="In ritardo" />}
              {recurring && (
                <Chip
                  size="small"
                  icon={<EventRepeatOutlined />}
                  label={`Occorrenza ${data.occurrence_index}`}
                  variant="outlined"
                />
              )}
              {data.project_id && (
                <Link
                  component={RouterLink}
                  to={paths.projectDetail.build(data.project_id)}
                  underline="hover"
                >
                  {data.project_code} · {data.project_name}
                </Link>
              )}
              {data.client_id && (
                <Link
                  component={RouterLink}
                  to={paths.crmClientDetail.build(data.client_id)}
                  underline="hover"
                  color="text.secondary"
                >
                  {data.client_name}
                </Link>
              )}
            </Stack>
          </Stack>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'flex-start', flexShrink: 0 }}
          >
            {canWork && !data.state_is_closed && (
              <Button
                variant="contained"
                color="success"
                startIcon={<CheckCircleOutlined />}
                onClick={onComplete}
                loading={complete.isPending}
              >
                Completa
              </Button>
            )}
            {canWork && <StateMenu todo={data} />}
            {timerAction?.(data)}
            {manage && (
              <RecordActions
                what={`il to-do «${data.title}»`}
                editTo={paths.todoEdit.build(id)}
                archived={false}
                deleting={remove.isPending}
                restoring={false}
                onDelete={() => remove.mutateAsync(id)}
                onRestore={async () => undefined}
                onDeleted={() => navigate(paths.todos.build(), { replace: true })}
              />
            )}
          </Stack>
        </Stack>
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
            <Box component="dd" sx={{ color: data.overdue ? 'error.main' : 'inherit' }}>
              {formatDateTime(data.due_at) || '—'}
            </Box>
          </div>
          <div>
            <dt>Inizio</dt>
            <dd>{formatDateTime(data.start_at) || '—'}</dd>
          </div>
          <div>
            <dt>Stima</dt>
            <dd>{data.estimate_minutes === null ? '—' : formatMinutes(data.estimate_minutes)}</dd>
          </div>
          <div>
            <dt>Completato</dt>
            <dd>{data.completed_at ? formatDateTime(data.completed_at) : '—'}</dd>
          </div>
          <div>
            <dt>Assegnatari</dt>
            <dd>
              {data.assignees.length === 0 ? (
                '—'
              ) : (
                <AvatarGroup
                  max={5}
                  sx={{
                    justifyContent: 'flex-end',
                    '& .MuiAvatar-root': { width: 28, height: 28, fontSize: 12 },
                  }}
                >
                  {data.assignees.map((user) => (
                    <Tooltip key={user.id} title={user.name}>
                      <Avatar alt={user.name}>{initials(user.name)}</Avatar>
                    </Tooltip>
                  ))}
                </AvatarGroup>
              )}
            </dd>
          </div>
        </Box>
        {data.assignees.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Assegnato a {data.assignees.map((user) => user.name).join(', ')}
          </Typography>
        )}
        {data.description && (
          <Typography sx={{ mt: 2, whiteSpace: 'pre-wrap' }}>{data.description}</Typography>
        )}
      </Paper>
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="checklist-title"
          sx={{ p: { xs: 2, md: 3 } }}
        >
          <Typography id="checklist-title" variant="h3" component="h2" sx={{ mb: 2 }}>
            Checklist
          </Typography>
          <ChecklistPanel
            checklist={checklist.data}
            canTick={canWork}
            canEdit={canWork}
            adding={actions.add.isPending}
            onToggle={(itemId, checked) => actions.toggle.mutate({ itemId, checked })}
            onAdd={(text) => actions.add.mutateAsync(text)}
            onRemove={(itemId) => actions.remove.mutateAsync(itemId)}
            onApplyTemplate={(templateId) => actions.apply.mutateAsync(templateId)}
          />
        </Paper>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="repeat-title"
          sx={{ p: { xs: 2, md: 3 } }}
        >
          <Typography id="repeat-title" variant="h3" component="h2" sx={{ mb: 1.5 }}>
            Ripetizione
          </Typography>
          <Typography
            sx={{ fontWeight: recurring ? 500 : 400 }}
            color={recurring ? 'text.primary' : 'text.secondary'}
          >
            {recurrenceSummary(data.recurrence, data.due_at ?? data.start_at)}
          </Typography>
          {recurring && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              Occorrenza n. {data.occurrence_index}
              {data.recurrence.type_end_repeat === 'on_date' && data.recurrence.end_date
                ? ` · ultima entro il ${formatDate(data.recurrence.end_date)}`
                : ''}
            </Typography>
          )}
          {manage && (
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              <Button size="small" variant="outlined" component={RouterLink} to={paths.todoEdit.build(id)}>
                {recurring ? 'Modifica la serie' : 'Imposta ripetizione'}
              </Button>
              {recurring && (
                <Button size="small" color="error" onClick={() => setStopping(true)}>
                  Interrompi
                </Button>
              )}
            </Stack>
          )}
        </Paper>
      </Box>
      {timings?.(data)}
      <ConfirmDialog
        open={stopping}
        title="Interrompere la ripetizione?"
        confirmLabel="Interrompi"
        tone="warning"
        pending={setRecurrence.isPending}
        onConfirm={stopSeries}
        onCancel={() => setStopping(false)}
      >
        Completando questo to-do non ne verrà creato un altro. Le occorrenze già create restano.
      </ConfirmDialog>
    </Stack>
  );
}

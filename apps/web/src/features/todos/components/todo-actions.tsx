import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { TodoView } from '@officina/contracts';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { RecordActions } from '../../../components/record-actions.tsx';
import { paths } from '../../../lib/paths.ts';
import { notify } from '../../../lib/toast.ts';
import { useCompleteTodo } from '../api/complete-todo.ts';
import { useDeleteTodo } from '../api/delete-todo.ts';
import { useRestoreTodo } from '../api/restore-todo.ts';
import { StateMenu } from './state-menu.tsx';

interface TodoActionsProps {
  todo: TodoView;
  /** manage_todos, or assigned to the to-do. */
  canWork: boolean;
  /** manage_todos: edit and delete, or restore an archived to-do. */
  manage: boolean;
  /** The timer button, composed by the route from the time feature. */
  timer?: ReactNode;
  /** A repeating to-do was completed: its next occurrence (or null). */
  onCompleted: (next: TodoView | null) => void;
}

/**
 * Beside the to-do's title: complete, change state, time it, edit or delete it. An archived to-do
 * (deleted while time entries pointed at it) offers only Ripristina, like other archived records.
 */
export function TodoActions({ todo, canWork, manage, timer, onCompleted }: TodoActionsProps) {
  const complete = useCompleteTodo();
  const remove = useDeleteTodo();
  const restore = useRestoreTodo();
  const navigate = useNavigate();
  const archived = todo.archived_at !== null;
  const working = canWork && !archived;

  const onComplete = () =>
    complete.mutate(todo.id, {
      onSuccess: (result) => {
        notify.success('To-do completato');
        onCompleted(result.next);
      },
    });

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start', flexShrink: 0 }}
    >
      {working && !todo.state_is_closed && (
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
      {working && <StateMenu todo={todo} />}
      {!archived && timer}
      {manage && (
        <RecordActions
          what={`il to-do «${todo.title}»`}
          deleteNote="Se ha tempi registrati verrà archiviato invece che eliminato e sparirà dagli elenchi; altrimenti verrà eliminato con la sua checklist."
          editTo={paths.todoEdit.build(todo.id)}
          archived={archived}
          deleting={remove.isPending}
          restoring={restore.isPending}
          onDelete={() => remove.mutateAsync(todo.id)}
          onRestore={() => restore.mutateAsync(todo.id)}
          onDeleted={() => navigate(paths.todos.build(), { replace: true })}
        />
      )}
    </Stack>
  );
}

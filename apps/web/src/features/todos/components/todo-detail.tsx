import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { TodoView } from '@officina/contracts';
import { type ReactNode, useState } from 'react';
import { BackLink } from '../../../components/back-link.tsx';
import { MainAside } from '../../../components/main-aside.tsx';
import { RecordNotFound } from '../../../components/record-not-found.tsx';
import { useCan } from '../../../lib/ability.ts';
import { useChecklist } from '../../../lib/entities/checklists.ts';
import { paths } from '../../../lib/paths.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useTodo } from '../api/get-todo.ts';
import { TodoActions } from './todo-actions.tsx';
import { TodoActivity } from './todo-activity.tsx';
import { TodoChecklistCard } from './todo-checklist-card.tsx';
import { TodoNextOccurrenceAlert } from './todo-next-occurrence-alert.tsx';
import { TodoOverview } from './todo-overview.tsx';
import { TodoRecurrenceCard } from './todo-recurrence-card.tsx';

interface TodoDetailProps {
  id: number;
  /** Composed by the route from the time feature: the timer button and the to-do's time entries. */
  timerAction?: (todo: TodoView) => ReactNode;
  timings?: (todo: TodoView) => ReactNode;
}

/** /todos/:id/detail: the to-do, its checklist (who ticked what, when), repetition and time. */
export function TodoDetail({ id, timerAction, timings }: TodoDetailProps) {
  const todo = useTodo(id);
  // Requested with the to-do, not after it: the checklist card mounts only once the to-do is here.
  const checklist = useChecklist('todos', id);
  const can = useCan();
  const meId = useSessionStore((state) => state.user?.id);
  const [next, setNext] = useState<TodoView | null>(null);
  const data = todo.data;
  useDocumentTitle(data?.title ?? 'To-do');

  if (todo.isError) return <RecordNotFound of="todo" />;
  if (!data) return <Skeleton variant="rounded" height={360} />;

  const manage = can('manage_todos');
  const assigned = data.assignees.some((user) => user.id === meId);
  const canWork = manage || assigned;
  // An archived to-do is read-only until restored (TodoActions offers Ripristina).
  const archived = data.archived_at !== null;

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1200 }}>
      <BackLink to={paths.todos.build()}>To-do</BackLink>
      {next && <TodoNextOccurrenceAlert next={next} onOpen={() => setNext(null)} />}
      <TodoOverview
        todo={data}
        actions={
          <TodoActions
            todo={data}
            canWork={canWork}
            manage={manage}
            timer={timerAction?.(data)}
            onCompleted={setNext}
          />
        }
      />
      <MainAside>
        <TodoChecklistCard todoId={id} checklist={checklist.data} canWork={canWork && !archived} />
        <TodoRecurrenceCard todo={data} manage={manage && !archived} />
      </MainAside>
      {timings?.(data)}
      <TodoActivity id={id} />
    </Stack>
  );
}

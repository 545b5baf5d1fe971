import { useParams } from 'react-router';
import { TimerToggle } from '../../features/timings/components/timer-toggle.tsx';
import { TimingsPanel } from '../../features/timings/components/timings-panel.tsx';
import { TodoDetail } from '../../features/todos/components/todo-detail.tsx';
import { AttachmentsSlot } from './attachments-section.tsx';

/** /todos/:id/detail: the to-do with the time feature's timer button and entries, and its Allegati, composed in. */
export function TodoDetailPage() {
  const { id } = useParams();
  return (
    <TodoDetail
      key={id}
      id={Number(id)}
      timerAction={(todo) =>
        !todo.state_is_closed && (
          <TimerToggle todoId={todo.id} projectId={todo.project_id} clientId={todo.client_id} />
        )
      }
      timings={(todo) => (
        <>
          <TimingsPanel
            todoId={todo.id}
            prefillProjectId={todo.project_id}
            title="Tempi"
            canAdd={todo.archived_at === null}
          />
          <AttachmentsSlot recordType="todo" recordId={todo.id} recordLabel={todo.title} />
        </>
      )}
    />
  );
}

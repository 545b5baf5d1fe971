import { useParams } from 'react-router';
import { TodoEditor } from '../../features/todos/components/todo-editor.tsx';

/** /todos/:id/edit (permission manage_todos): the to-do and its series. */
export function TodoEditPage() {
  const { id } = useParams();
  return <TodoEditor key={id} id={Number(id)} />;
}

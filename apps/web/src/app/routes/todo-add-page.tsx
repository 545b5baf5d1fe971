import { TodoEditor } from '../../features/todos/components/todo-editor.tsx';

/** /todos/add (permission manage_todos); `?project_id=&client_id=` prefill. */
export function TodoAddPage() {
  return <TodoEditor />;
}

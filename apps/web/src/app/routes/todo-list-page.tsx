import { TodosPage } from '../../features/todos/components/todos-page.tsx';

/** /todos: my to-dos (or the team's), list or board. */
export function TodoListPage() {
  return <TodosPage />;
}

import { useNavigate, useSearchParams } from 'react-router';
import { RecordFormPage } from '../../../components/form/record-form-page.tsx';
import { paths } from '../../../lib/paths.ts';
import { useTodo } from '../api/get-todo.ts';
import { TodoForm } from './todo-form.tsx';

/** /todos/add (project and client from `?project_id=&client_id=`) and /todos/:id/edit. */
export function TodoEditor({ id }: { id?: number }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const todo = useTodo(id ?? 0);
  const back = id ? paths.todoDetail.build(id) : paths.todos.build();
  return (
    <RecordFormPage
      title={id ? 'Modifica to-do' : 'Nuovo to-do'}
      subtitle={todo.data?.title}
      back={{ to: back, label: id ? 'To-do' : 'I miei to-do' }}
      notFound={Boolean(id && todo.isError) && 'todo'}
      notFoundAlone
      loading={Boolean(id && !todo.data) && 480}
      maxWidth={1000}
    >
      <TodoForm
        {...(todo.data ? { todo: todo.data } : {})}
        prefill={{
          project_id: Number(params.get('project_id')) || null,
          client_id: Number(params.get('client_id')) || null,
        }}
        onCancel={() => navigate(back)}
        onSaved={(saved) => navigate(paths.todoDetail.build(saved.id))}
      />
    </RecordFormPage>
  );
}

import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useNavigate, useSearchParams } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordNotFound } from '../../../components/record-not-found.tsx';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useTodo } from '../api/get-todo.ts';
import { TodoForm } from './todo-form.tsx';

/** /todos/add (project and client from `?project_id=&client_id=`) and /todos/:id/edit. */
export function TodoEditor({ id }: { id?: number }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const todo = useTodo(id ?? 0);
  useDocumentTitle(id ? 'Modifica to-do' : 'Nuovo to-do');
  if (id && todo.isError)
    return (
      <RecordNotFound
        message="To-do non trovato o non più disponibile."
        to={paths.todos.build()}
        label="Torna ai to-do"
      />
    );
  const back = id ? paths.todoDetail.build(id) : paths.todos.build();
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1000 }}>
      <PageHeader
        title={id ? 'Modifica to-do' : 'Nuovo to-do'}
        subtitle={todo.data?.title}
        back={<BackLink to={back}>{id ? 'To-do' : 'I miei to-do'}</BackLink>}
      />
      {id && !todo.data ? (
        <Skeleton variant="rounded" height={480} />
      ) : (
        <TodoForm
          {...(todo.data ? { todo: todo.data } : {})}
          prefill={{
            project_id: Number(params.get('project_id')) || null,
            client_id: Number(params.get('client_id')) || null,
          }}
          onCancel={() => navigate(back)}
          onSaved={(saved) => navigate(paths.todoDetail.build(saved.id))}
        />
      )}
    </Stack>
  );
}

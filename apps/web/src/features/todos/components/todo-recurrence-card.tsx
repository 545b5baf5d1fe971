import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { noRecurrence, type TodoView } from '@officina/contracts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { formatDate } from '../../../lib/locale/format.ts';
import { paths } from '../../../lib/paths.ts';
import { notify } from '../../../lib/toast.ts';
import { useSetTodoRecurrence } from '../api/set-todo-recurrence.ts';
import { recurrenceSummary } from '../utils/recurrence-summary.ts';

interface TodoRecurrenceCardProps {
  todo: TodoView;
  /** manage_todos: edit the series or stop it. */
  manage: boolean;
}

/** The to-do's repetition section: the rule in words, which occurrence this is, stop the series. */
export function TodoRecurrenceCard({ todo, manage }: TodoRecurrenceCardProps) {
  const setRecurrence = useSetTodoRecurrence(todo.id);
  const [stopping, setStopping] = useState(false);
  const recurring = todo.recurrence.type_repeat !== 'none';

  const stopSeries = () =>
    setRecurrence.mutate(
      { recurrence: noRecurrence, updated_at: todo.updated_at },
      {
        onSuccess: () => {
          setStopping(false);
          notify.success('Ripetizione interrotta: non verranno create altre occorrenze');
        },
        onError: () => setStopping(false),
      },
    );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="repeat-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="repeat-title" variant="h3" component="h2" sx={{ mb: 1.5 }}>
        Ripetizione
      </Typography>
      <Typography
        sx={{ fontWeight: recurring ? 500 : 400 }}
        color={recurring ? 'text.primary' : 'text.secondary'}
      >
        {recurrenceSummary(todo.recurrence, todo.due_at ?? todo.start_at)}
      </Typography>
      {recurring && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Occorrenza n. {todo.occurrence_index}
          {todo.recurrence.type_end_repeat === 'on_date' && todo.recurrence.end_date
            ? ` · ultima entro il ${formatDate(todo.recurrence.end_date)}`
            : ''}
        </Typography>
      )}
      {manage && (
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button size="small" variant="outlined" component={RouterLink} to={paths.todoEdit.build(todo.id)}>
            {recurring ? 'Modifica la serie' : 'Imposta ripetizione'}
          </Button>
          {recurring && (
            <Button size="small" color="error" onClick={() => setStopping(true)}>
              Interrompi
            </Button>
          )}
        </Stack>
      )}
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
    </Paper>
  );
}

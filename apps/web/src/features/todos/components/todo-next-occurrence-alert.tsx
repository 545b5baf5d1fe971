import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { TodoView } from '@officina/contracts';
import { Link as RouterLink } from 'react-router';
import { formatDue } from '../../../lib/locale/due.ts';
import { paths } from '../../../lib/paths.ts';

interface TodoNextOccurrenceAlertProps {
  next: TodoView;
  onOpen: () => void;
}

/** After completing a repeating to-do: the occurrence just created, with a link to it. */
export function TodoNextOccurrenceAlert({ next, onOpen }: TodoNextOccurrenceAlertProps) {
  return (
    <Alert
      severity="success"
      icon={<EventRepeatOutlined />}
      action={
        <Button
          color="inherit"
          size="small"
          component={RouterLink}
          to={paths.todoDetail.build(next.id)}
          onClick={onOpen}
        >
          Apri
        </Button>
      }
    >
      Prossima occorrenza creata{next.due_at ? `: scadenza ${formatDue(next)}` : ''}.
    </Alert>
  );
}

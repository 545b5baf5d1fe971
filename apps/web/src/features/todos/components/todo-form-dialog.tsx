import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import type { TodoPrefill } from '../utils/todo-form-values.ts';
import { TodoForm } from './todo-form.tsx';

interface TodoFormDialogProps {
  prefill: TodoPrefill;
  onClose: () => void;
}

/** "Nuovo to-do" from the navbar "+", prefilled with the page's project or client; saved, it opens the to-do. */
export function TodoFormDialog({ prefill, onClose }: TodoFormDialogProps) {
  const navigate = useNavigate();
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="todo-dialog-title" scroll="paper">
      <DialogTitle id="todo-dialog-title" sx={{ pr: 6 }}>
        Nuovo to-do
        <IconButton aria-label="Chiudi" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseOutlined />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ bgcolor: 'background.default', pb: 0 }}>
        <TodoForm
          inDialog
          prefill={prefill}
          onCancel={onClose}
          onSaved={(todo) => {
            onClose();
            navigate(paths.todoDetail.build(todo.id));
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

import Chip from '@mui/material/Chip';
import { type TodoPriority, todoPriorityLabels } from '@officina/contracts';

const colors: Record<TodoPriority, 'default' | 'info' | 'warning' | 'error'> = {
  low: 'default',
  medium: 'info',
  high: 'warning',
  urgent: 'error',
};

/** Bassa / Media / Alta / Urgente. */
export function PriorityChip({ priority }: { priority: TodoPriority }) {
  return (
    <Chip size="small" variant="outlined" color={colors[priority]} label={todoPriorityLabels[priority]} />
  );
}

import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Checklist } from '@officina/contracts';
import { RecordChecklist } from '../../../components/record-checklist.tsx';

interface TodoChecklistCardProps {
  todoId: number;
  /** Loaded by the page alongside the to-do. */
  checklist: Checklist | undefined;
  /** manage_todos, or assigned to the to-do: tick, add, remove, apply a template. */
  canWork: boolean;
}

/** The to-do's checklist section: who ticked what, when. */
export function TodoChecklistCard({ todoId, checklist, canWork }: TodoChecklistCardProps) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="checklist-title"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id="checklist-title" variant="h3" component="h2" sx={{ mb: 2 }}>
        Checklist
      </Typography>
      <RecordChecklist owner="todos" id={todoId} checklist={checklist} canTick={canWork} canEdit={canWork} />
    </Paper>
  );
}

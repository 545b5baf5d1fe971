import Paper from '@mui/material/Paper';
import { ChecklistPanel } from '../../../components/checklist-panel.tsx';
import { useCan } from '../../../lib/ability.ts';
import { useChecklist, useChecklistActions } from '../../../lib/entities/checklists.ts';
import type { ProjectTabProps } from '../project-tabs.ts';

/** Checklist of the project: ticking records who and when (manage_projects). */
export function ProjectChecklistTab({ project }: ProjectTabProps) {
  const checklist = useChecklist('projects', project.id);
  const actions = useChecklistActions('projects', project.id);
  const can = useCan();
  const manage = can('manage_projects');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <ChecklistPanel
        checklist={checklist.data}
        canTick={manage}
        canEdit={manage}
        adding={actions.add.isPending}
        onToggle={(itemId, checked) => actions.toggle.mutate({ itemId, checked })}
        onAdd={(text) => actions.add.mutateAsync(text)}
        onRemove={(itemId) => actions.remove.mutateAsync(itemId)}
        onApplyTemplate={(templateId) => actions.apply.mutateAsync(templateId)}
      />
    </Paper>
  );
}

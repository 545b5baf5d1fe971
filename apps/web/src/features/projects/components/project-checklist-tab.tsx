import Paper from '@mui/material/Paper';
import { RecordChecklist } from '../../../components/record-checklist.tsx';
import { useCan } from '../../../lib/ability.ts';
import { useChecklist } from '../../../lib/entities/checklists.ts';
import type { ProjectTabProps } from '../project-tabs.ts';

/** Checklist of the project: ticking records who and when (manage_projects). */
export function ProjectChecklistTab({ project }: ProjectTabProps) {
  const checklist = useChecklist('projects', project.id);
  const can = useCan();
  const manage = can('manage_projects');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <RecordChecklist
        owner="projects"
        id={project.id}
        checklist={checklist.data}
        canTick={manage}
        canEdit={manage}
      />
    </Paper>
  );
}

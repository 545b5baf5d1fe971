import Paper from '@mui/material/Paper';
import { projectActivityEndpoint } from '@officina/contracts';
import { RecordActivity } from '../../../components/record-activity.tsx';
import { projectKeys } from '../../../lib/entities/projects.ts';
import { formatEuro } from '../../../lib/locale/format.ts';
import { formatHours } from '../../../lib/time/duration.ts';
import type { ProjectTabProps } from '../project-tabs.ts';

const fieldLabels: Record<string, string> = {
  code: 'Codice',
  name: 'Nome',
  client_id: 'Cliente',
  contract_id: 'Contratto',
  state_id: 'Stato',
  category_id: 'Categoria',
  manager_id: 'Responsabile',
  member_ids: 'Membri',
  start_date: 'Inizio',
  due_date: 'Scadenza',
  budget_minutes: 'Ore a budget',
  budget_amount_cents: 'Budget',
  color: 'Colore',
  description: 'Descrizione',
};

/** Attività: the project's history, newest first, each change old → new with links. */
export function ProjectActivityTab({ project }: ProjectTabProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <RecordActivity
        endpoint={projectActivityEndpoint}
        id={project.id}
        queryKey={projectKeys.activity}
        subject="il progetto"
        fieldLabels={fieldLabels}
        formatValue={(field, value) => {
          if (typeof value !== 'number') return null;
          if (field === 'budget_minutes') return formatHours(value);
          if (field === 'budget_amount_cents') return formatEuro(value);
          return null;
        }}
      />
    </Paper>
  );
}

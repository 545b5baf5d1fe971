import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { ActivityTimeline } from '../../../components/activity-timeline.tsx';
import { useProjectActivity } from '../api/project-activity.ts';
import type { ProjectTabProps } from '../project-tabs.ts';

const verbs: Record<string, string> = {
  created: 'ha creato',
  updated: 'ha modificato',
  archived: 'ha archiviato',
  restored: 'ha ripristinato',
  deleted: 'ha eliminato',
};

const fieldLabels: Record<string, string> = {
  code: 'codice',
  name: 'nome',
  client_id: 'cliente',
  contract_id: 'contratto',
  state_id: 'stato',
  category_id: 'categoria',
  manager_id: 'responsabile',
  member_ids: 'membri',
  start_date: 'inizio',
  due_date: 'scadenza',
  budget_minutes: 'ore a budget',
  budget_amount_cents: 'budget',
  color: 'colore',
  description: 'descrizione',
};

/** Attività: the project's history, newest first. */
export function ProjectActivityTab({ project }: ProjectTabProps) {
  const [page, setPage] = useState(1);
  const activity = useProjectActivity(project.id, page);
  const meta = activity.data?.meta;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <ActivityTimeline
        entries={activity.data?.data}
        anonymous="S"
        headline={(entry) => ` ${verbs[entry.action] ?? entry.action} il progetto`}
        summary={(entry) =>
          entry.action === 'updated' && entry.changes.length > 0
            ? ` · ${entry.changes.map((change) => fieldLabels[change.field] ?? change.field).join(', ')}`
            : null
        }
        page={page}
        pages={meta ? Math.ceil(meta.total / meta.per_page) : 1}
        onPage={setPage}
      />
    </Paper>
  );
}

import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { ActivityTimeline } from '../../../components/activity-timeline.tsx';
import { actionVerb } from '../../../lib/activity/change-format.ts';
import { useDocumentationActivity } from '../api/documentations.ts';

const fieldLabels: Record<string, string> = {
  title: 'titolo',
  body: 'testo',
  tags: 'etichette',
  client_id: 'cliente',
  project_id: 'progetto',
};

/** Attività: the page's history, newest first (saves, version restores, archive). */
export function DocumentationActivity({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const activity = useDocumentationActivity(id, page);
  const meta = activity.data?.meta;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <ActivityTimeline
        entries={activity.data?.data}
        anonymous="S"
        headline={(entry) =>
          entry.action === 'version_restored'
            ? ' ha ripristinato una versione della pagina'
            : ` ${actionVerb(entry.action)} la pagina`
        }
        summary={(entry) => {
          const version = entry.changes.find((c) => c.field === 'version');
          const restored = entry.changes.find((c) => c.field === 'restored_from');
          const fields = entry.changes.filter((c) => fieldLabels[c.field]).map((c) => fieldLabels[c.field]);
          const parts = [
            version ? `versione ${version.new}` : null,
            restored ? `dalla versione ${restored.new}` : null,
            entry.action === 'updated' && fields.length > 0 ? fields.join(', ') : null,
          ].filter(Boolean);
          return parts.length > 0 ? ` · ${parts.join(' · ')}` : null;
        }}
        page={page}
        pages={meta ? Math.ceil(meta.total / meta.per_page) : 1}
        onPage={setPage}
      />
    </Paper>
  );
}

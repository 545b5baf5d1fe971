import { useState } from 'react';
import { ActivityTimeline } from '../../../components/activity-timeline.tsx';
import { paths } from '../../../lib/paths.ts';
import { ACTIVITY_PAGE_SIZE, useExternalLinkActivity } from '../api/external-link-activity.ts';

const verbs: Record<string, string> = {
  created: 'ha aggiunto il link',
  updated: 'ha modificato il link',
  deleted: 'ha eliminato il link',
};

/** The page a client or project id of a change leads to. */
function recordHref(field: string, value: unknown): string | null {
  if (typeof value !== 'number') return null;
  if (field === 'client_id') return paths.crmClientDetail.build(value);
  if (field === 'project_id') return paths.projectDetail.build(value);
  return null;
}

export const linkFieldLabels: Record<string, string> = {
  title: 'Titolo',
  url: 'Indirizzo',
  description: 'Descrizione',
  category_id: 'Categoria',
  client_id: 'Cliente',
  project_id: 'Progetto',
};

/** Attività: who added or changed the link and what, newest first (old → new for each field). */
export function ExternalLinkActivity({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const activity = useExternalLinkActivity(id, page);
  const meta = activity.data?.meta;
  return (
    <ActivityTimeline
      entries={activity.data?.data}
      page={page}
      pages={meta ? Math.ceil(meta.total / ACTIVITY_PAGE_SIZE) : 0}
      onPage={setPage}
      skeleton={{ rows: 2, height: 56 }}
      headline={(entry) => ` ${verbs[entry.action] ?? entry.action}`}
      labelWidth={110}
      changes={(entry) =>
        entry.action === 'created'
          ? null
          : entry.changes.map((change) => ({
              field: change.field,
              label: linkFieldLabels[change.field] ?? change.field,
              old: change.old === null ? null : (change.old_label ?? String(change.old)),
              new: change.new === null ? '—' : (change.new_label ?? String(change.new)),
              oldHref: recordHref(change.field, change.old),
              newHref: recordHref(change.field, change.new),
            }))
      }
    />
  );
}

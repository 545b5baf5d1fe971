import { useMemo, useState } from 'react';
import { ActivityTimeline } from '../../../components/activity-timeline.tsx';
import { recordHref } from '../../../lib/activity/change-format.ts';
import { useSalesLookups } from '../../../lib/settings/use-sales-lookups.ts';
import { ACTIVITY_PAGE_SIZE, useOpportunityActivity } from '../api/opportunity-activity.ts';
import { activityField, activityNames, activityValue, activityVerb } from '../utils/activity-labels.ts';

/** Attività: who changed what and when; state changes show the note and the lost reason. */
export function OpportunityActivity({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const activity = useOpportunityActivity(id, page);
  const lookups = useSalesLookups();
  const names = useMemo(
    () => activityNames([...lookups.opportunityStates, ...lookups.opportunityTypes], lookups.owners),
    [lookups],
  );
  const pages = activity.data ? Math.ceil(activity.data.meta.total / ACTIVITY_PAGE_SIZE) : 0;
  return (
    <ActivityTimeline
      entries={activity.data?.data}
      page={page}
      pages={pages}
      onPage={setPage}
      skeleton={{ rows: 2, height: 56 }}
      headline={(entry) => ` ${activityVerb(entry.action)}`}
      labelWidth={140}
      changes={(entry) =>
        entry.action === 'created'
          ? null
          : entry.changes.map((change) => ({
              field: change.field,
              label: activityField(change.field),
              old:
                change.old === null
                  ? null
                  : (change.old_label ?? activityValue(change.field, change.old, names)),
              new: change.new_label ?? activityValue(change.field, change.new, names),
              oldHref: recordHref(change.field, change.old),
              newHref: recordHref(change.field, change.new),
            }))
      }
    />
  );
}

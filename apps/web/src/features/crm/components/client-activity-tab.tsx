import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { useClientActivity } from '../api/client-activity.ts';
import type { ClientTabProps } from '../client-tabs.ts';
import { ActivityList } from './activity-list.tsx';

/** Attività: the client's history (activity_log), newest first. */
export function ClientActivityTab({ client }: ClientTabProps) {
  const [page, setPage] = useState(1);
  const activity = useClientActivity(client.id, page);
  const meta = activity.data?.meta;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <ActivityList
        entries={activity.data?.data}
        subject="il cliente"
        page={page}
        pages={meta ? Math.ceil(meta.total / meta.per_page) : 1}
        onPage={setPage}
      />
    </Paper>
  );
}

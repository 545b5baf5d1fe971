import type { ActivityPage, Endpoint } from '@officina/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { actionVerb, changeLines, type ValueFormatter } from '../lib/activity/change-format.ts';
import { callEndpoint } from '../lib/api/api-client.ts';
import { useSettingsStore } from '../lib/settings/settings-store.ts';
import { ActivityTimeline } from './activity-timeline.tsx';

export const RECORD_ACTIVITY_PAGE_SIZE = 20;

interface RecordActivityProps {
  /** The record's GET …/:id/activity endpoint. */
  endpoint: Endpoint;
  id: number;
  /** The query key of one page, from the entity module (`projectKeys.activity`). */
  queryKey: (id: number, page: number) => readonly unknown[];
  /** What the verb acts on: "il progetto", "il contratto". */
  subject: string;
  /** Italian labels of the record's fields ("stato", "scadenza"); unknown ones show as they are. */
  fieldLabels: Readonly<Record<string, string>>;
  /** The record's own values read in Italian (a priority, a list of people); null: the common way. */
  formatValue?: ValueFormatter;
}

/**
 * A record's "Attività" from its activity endpoint: who did what and when, newest first, each
 * changed field old → new with the server's names for ids, linked to the records they point at.
 */
export function RecordActivity({
  endpoint,
  id,
  queryKey,
  subject,
  fieldLabels,
  formatValue,
}: RecordActivityProps) {
  const [page, setPage] = useState(1);
  const activity = useQuery({
    queryKey: queryKey(id, page),
    queryFn: () =>
      callEndpoint(endpoint, {
        params: { id },
        query: { page, per_page: RECORD_ACTIVITY_PAGE_SIZE },
        loading: false,
      }) as Promise<ActivityPage>,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const people = useSettingsStore((state) => state.people);
  // Lists of people (`member_ids`, `assignee_ids`: "3,7") read as their names.
  const readValue = useMemo<ValueFormatter>(() => {
    const names = new Map((people?.user_subusers ?? []).map((u) => [u.id, `${u.name} ${u.surname}`.trim()]));
    return (field, value) =>
      formatValue?.(field, value) ??
      (field.endsWith('_ids') && typeof value === 'string'
        ? value
            .split(',')
            .filter(Boolean)
            .map((id) => names.get(Number(id)) ?? `utente n. ${id}`)
            .join(', ')
        : null);
  }, [people, formatValue]);
  const meta = activity.data?.meta;
  const label = (field: string) => fieldLabels[field] ?? field.replace(/_/g, ' ');
  return (
    <ActivityTimeline
      entries={activity.data?.data}
      anonymous="S"
      skeleton={{ rows: 2, height: 56 }}
      headline={(entry) => ` ${actionVerb(entry.action)} ${subject}`}
      changes={(entry) => (entry.action === 'created' ? null : changeLines(entry, label, readValue))}
      page={page}
      pages={meta ? Math.ceil(meta.total / meta.per_page) : 1}
      onPage={setPage}
    />
  );
}

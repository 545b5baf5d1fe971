import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listScheduleWindow, scheduleKeys } from '../../../../lib/entities/schedules.ts';

/** Whose events an Agenda tab lists. */
export type AgendaOwner = { kind: 'client'; id: number } | { kind: 'project'; id: number };

export const agendaFilter = (owner: AgendaOwner) =>
  owner.kind === 'client' ? { client_id: owner.id } : { project_id: owner.id };

/** GET /schedules?client_id= (or project_id=) over a window: a client's or a project's occurrences. */
export const recordAgendaQueryOptions = (owner: AgendaOwner, window: { from: string; to: string }) => {
  const query = { ...agendaFilter(owner), ...window };
  return queryOptions({
    queryKey: scheduleKeys.tab(query),
    queryFn: ({ signal }) => listScheduleWindow(query, { signal }),
    placeholderData: keepPreviousData,
  });
};

export function useRecordAgenda(owner: AgendaOwner, window: { from: string; to: string }) {
  return useQuery(recordAgendaQueryOptions(owner, window));
}

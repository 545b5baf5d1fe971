import { addDays, romeDateOf } from '@officina/contracts';
import { createElement } from 'react';
import { type ClientTabDefinition, lazyTab } from '../../features/crm/client-tabs.ts';
import { listScheduleWindow, scheduleKeys } from '../../lib/entities/schedules.ts';
import type { CountedTab } from './tab-counts.ts';

/** How far ahead the Agenda label counts ("Agenda (3)": the occurrences of the next 90 days). */
const COUNT_DAYS_AHEAD = 90;

/** A client's or a project's upcoming occurrences (today to 90 days on), for its Agenda tab's label. */
export const agendaCountQuery = (owner: 'client' | 'project', id: number) => {
  const from = romeDateOf(Date.now());
  const query = {
    ...(owner === 'client' ? { client_id: id } : { project_id: id }),
    from,
    to: addDays(from, COUNT_DAYS_AHEAD),
  };
  return {
    queryKey: [...scheduleKeys.tab(query), 'count'] as const,
    queryFn: () => listScheduleWindow(query).then((window) => window.meta.total),
    staleTime: 30_000,
  };
};

/** The client page's "Agenda" tab (its events by day), from the schedules feature, composed by the route. */
export const scheduleClientTabs: readonly (ClientTabDefinition & CountedTab)[] = [
  {
    key: 'agenda',
    label: 'Agenda',
    permission: 'view_schedules',
    order: 35,
    count: (clientId) => agendaCountQuery('client', clientId),
    component: lazyTab(async () => {
      const { RecordAgendaTab } = await import(
        '../../features/schedules/components/extras/record-agenda-tab.tsx'
      );
      return ({ client }) =>
        createElement(RecordAgendaTab, {
          owner: { kind: 'client', id: client.id, name: client.business_name },
        });
    }),
  },
];

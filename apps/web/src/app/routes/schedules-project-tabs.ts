import { createElement } from 'react';
import { lazyProjectTab, type ProjectTabDefinition } from '../../features/projects/project-tabs.ts';
import { agendaCountQuery } from './schedules-client-tabs.ts';
import type { CountedTab } from './tab-counts.ts';

/** The project page's "Agenda" tab (its events by day), from the schedules feature, composed by the route. */
export const scheduleProjectTabs: readonly (ProjectTabDefinition & CountedTab)[] = [
  {
    key: 'agenda',
    label: 'Agenda',
    permission: 'view_schedules',
    order: 25,
    count: (projectId) => agendaCountQuery('project', projectId),
    component: lazyProjectTab(async () => {
      const { RecordAgendaTab } = await import(
        '../../features/schedules/components/extras/record-agenda-tab.tsx'
      );
      return ({ project }) =>
        createElement(RecordAgendaTab, {
          owner: { kind: 'project', id: project.id, name: project.name, clientId: project.client_id },
        });
    }),
  },
];

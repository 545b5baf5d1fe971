import { createElement } from 'react';
import { lazyProjectTab, type ProjectTabDefinition } from '../../features/projects/project-tabs.ts';
import { portachiaviCountQuery } from './keyholders-client-tabs.ts';
import type { CountedTab } from './tab-counts.ts';

/** The project page's "Portachiavi" tab (credentials, then keys and badges), composed by the route. */
export const keyholderProjectTabs: readonly (ProjectTabDefinition & CountedTab)[] = [
  {
    key: 'portachiavi',
    label: 'Portachiavi',
    permission: 'view_keyholders',
    order: 45,
    count: (projectId) => portachiaviCountQuery('project', projectId),
    component: lazyProjectTab(async () => {
      const { RecordKeyholdersTab } = await import(
        '../../features/keyholders/components/record-keyholders-tab.tsx'
      );
      return ({ project }) =>
        createElement(RecordKeyholdersTab, {
          owner: { kind: 'project', id: project.id, name: project.name, clientId: project.client_id },
        });
    }),
  },
];

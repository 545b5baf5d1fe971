import { createElement } from 'react';
import type { ClientTabDefinition } from '../../features/crm/client-tabs.ts';
import { lazyTab } from '../../features/crm/client-tabs.ts';

/** The client page's "Progetti" tab, from the projects feature, composed by the route. */
export const projectClientTabs: readonly ClientTabDefinition[] = [
  {
    key: 'progetti',
    label: 'Progetti',
    permission: 'view_projects',
    order: 40,
    component: lazyTab(async () => {
      const { ClientProjectsTab } = await import(
        '../../features/projects/components/client-projects-tab.tsx'
      );
      return ({ client }) => createElement(ClientProjectsTab, { clientId: client.id });
    }),
  },
];

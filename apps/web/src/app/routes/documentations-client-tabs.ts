import { createElement } from 'react';
import { type ClientTabDefinition, lazyTab } from '../../features/crm/client-tabs.ts';
import { lazyProjectTab, type ProjectTabDefinition } from '../../features/projects/project-tabs.ts';
import { documentationCountQuery } from '../../lib/entities/documentations.ts';
import type { CountedTab } from './tab-counts.ts';

const loadTab = async () =>
  (await import('../../features/documentations/components/record-documentations-tab.tsx'))
    .RecordDocumentationsTab;

/** The client page's "Documentazione" tab (with its count), composed by the route. */
export const documentationClientTabs: readonly (ClientTabDefinition & CountedTab)[] = [
  {
    key: 'documentazione',
    label: 'Documentazione',
    permission: 'view_documentations',
    order: 50,
    count: (clientId) => documentationCountQuery('client', clientId),
    component: lazyTab(async () => {
      const Tab = await loadTab();
      return ({ client }) => createElement(Tab, { clientId: client.id, name: client.business_name });
    }),
  },
];

/** The project page's "Documentazione" tab (with its count), composed by the route. */
export const documentationProjectTabs: readonly (ProjectTabDefinition & CountedTab)[] = [
  {
    key: 'documentazione',
    label: 'Documentazione',
    permission: 'view_documentations',
    order: 50,
    count: (projectId) => documentationCountQuery('project', projectId),
    component: lazyProjectTab(async () => {
      const Tab = await loadTab();
      return ({ project }) =>
        createElement(Tab, { clientId: project.client_id, projectId: project.id, name: project.name });
    }),
  },
];

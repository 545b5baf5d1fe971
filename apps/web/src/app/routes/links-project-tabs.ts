import { createElement } from 'react';
import { lazyProjectTab, type ProjectTabDefinition } from '../../features/projects/project-tabs.ts';
import { externalLinkCountQuery } from '../../lib/entities/external-links.ts';
import type { CountedTab } from './tab-counts.ts';

/** The project page's "Link" tab (with its count), from the external links feature, composed by the route. */
export const linkProjectTabs: readonly (ProjectTabDefinition & CountedTab)[] = [
  {
    key: 'link',
    label: 'Link',
    permission: 'view_external_links',
    order: 60,
    count: (projectId) => externalLinkCountQuery('project', projectId),
    component: lazyProjectTab(async () => {
      const { RecordLinksTab } = await import(
        '../../features/external-links/components/record-links-tab.tsx'
      );
      return ({ project }) =>
        createElement(RecordLinksTab, {
          owner: { kind: 'project', id: project.id, name: project.name, clientId: project.client_id },
        });
    }),
  },
];

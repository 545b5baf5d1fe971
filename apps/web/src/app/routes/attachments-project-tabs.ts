import { createElement } from 'react';
import { lazyProjectTab, type ProjectTabDefinition } from '../../features/projects/project-tabs.ts';
import { attachmentCountQuery } from '../../lib/entities/attachments.ts';
import type { CountedTab } from './tab-counts.ts';

/** The project page's "Allegati" tab (with its count), from the attachments feature, composed by the route. */
export const attachmentProjectTabs: readonly (ProjectTabDefinition & CountedTab)[] = [
  {
    key: 'allegati',
    label: 'Allegati',
    permission: 'view_attachments',
    order: 70,
    count: (projectId) => attachmentCountQuery('project', projectId),
    component: lazyProjectTab(async () => {
      const { RecordAttachments } = await import(
        '../../features/attachments/components/record-attachments.tsx'
      );
      return ({ project }) =>
        createElement(RecordAttachments, {
          recordType: 'project',
          recordId: project.id,
          recordLabel: project.name,
        });
    }),
  },
];

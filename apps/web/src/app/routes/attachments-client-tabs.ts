import { createElement } from 'react';
import { type ClientTabDefinition, lazyTab } from '../../features/crm/client-tabs.ts';
import { attachmentCountQuery } from '../../lib/entities/attachments.ts';
import type { CountedTab } from './tab-counts.ts';

/** The client page's "Allegati" tab (with its count), from the attachments feature, composed by the route. */
export const attachmentClientTabs: readonly (ClientTabDefinition & CountedTab)[] = [
  {
    key: 'allegati',
    label: 'Allegati',
    permission: 'view_attachments',
    order: 70,
    count: (clientId) => attachmentCountQuery('client', clientId),
    component: lazyTab(async () => {
      const { RecordAttachments } = await import(
        '../../features/attachments/components/record-attachments.tsx'
      );
      return ({ client }) =>
        createElement(RecordAttachments, {
          recordType: 'client',
          recordId: client.id,
          recordLabel: client.business_name,
        });
    }),
  },
];

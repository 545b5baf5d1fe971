import { createElement } from 'react';
import { type ClientTabDefinition, lazyTab } from '../../features/crm/client-tabs.ts';
import { externalLinkCountQuery } from '../../lib/entities/external-links.ts';
import type { CountedTab } from './tab-counts.ts';

/** The client page's "Link" tab (with its count), from the external links feature, composed by the route. */
export const linkClientTabs: readonly (ClientTabDefinition & CountedTab)[] = [
  {
    key: 'link',
    label: 'Link',
    permission: 'view_external_links',
    order: 60,
    count: (clientId) => externalLinkCountQuery('client', clientId),
    component: lazyTab(async () => {
      const { RecordLinksTab } = await import(
        '../../features/external-links/components/record-links-tab.tsx'
      );
      return ({ client }) =>
        createElement(RecordLinksTab, {
          owner: { kind: 'client', id: client.id, name: client.business_name },
        });
    }),
  },
];

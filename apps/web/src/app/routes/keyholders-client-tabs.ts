import { createElement } from 'react';
import { type ClientTabDefinition, lazyTab } from '../../features/crm/client-tabs.ts';
import { keyholderCountQuery, keyholderKeys } from '../../lib/entities/keyholders.ts';
import { keyCountQuery } from '../../lib/entities/keys.ts';
import type { CountedTab } from './tab-counts.ts';

/**
 * A client's or a project's Portachiavi count: its credentials plus its keys and badges (both
 * counts read afresh whenever the page opens: a key's save does not touch the credentials' keys).
 */
export const portachiaviCountQuery = (owner: 'client' | 'project', id: number) => ({
  queryKey: [...keyholderKeys.count(owner, id), 'with_keys'] as const,
  queryFn: async () => {
    const [credentials, keys] = await Promise.all([
      keyholderCountQuery(owner, id).queryFn(),
      keyCountQuery(owner, id).queryFn(),
    ]);
    return credentials + keys;
  },
  staleTime: 0,
});

/** The client page's "Portachiavi" tab (credentials, then keys and badges), composed by the route. */
export const keyholderClientTabs: readonly (ClientTabDefinition & CountedTab)[] = [
  {
    key: 'portachiavi',
    label: 'Portachiavi',
    permission: 'view_keyholders',
    order: 45,
    count: (clientId) => portachiaviCountQuery('client', clientId),
    component: lazyTab(async () => {
      const { RecordKeyholdersTab } = await import(
        '../../features/keyholders/components/record-keyholders-tab.tsx'
      );
      return ({ client }) =>
        createElement(RecordKeyholdersTab, {
          owner: { kind: 'client', id: client.id, name: client.business_name },
        });
    }),
  },
];

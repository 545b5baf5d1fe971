import { createElement } from 'react';
import { type ClientTabDefinition, lazyTab } from '../../features/crm/client-tabs.ts';

/** The client page's "Opportunità" and "Contratti" tabs, from their features, composed here. */
export const salesClientTabs: readonly ClientTabDefinition[] = [
  {
    key: 'opportunita',
    label: 'Opportunità',
    permission: 'view_opportunities',
    order: 20,
    component: lazyTab(async () => {
      const { ClientOpportunitiesTab } = await import(
        '../../features/opportunities/components/client-opportunities-tab.tsx'
      );
      return ({ client }) =>
        createElement(ClientOpportunitiesTab, { clientId: client.id, clientName: client.business_name });
    }),
  },
  {
    key: 'contratti',
    label: 'Contratti',
    permission: 'view_contracts',
    order: 30,
    component: lazyTab(async () => {
      const { ClientContractsTab } = await import(
        '../../features/contracts/components/client-contracts-tab.tsx'
      );
      return ({ client }) =>
        createElement(ClientContractsTab, { clientId: client.id, clientName: client.business_name });
    }),
  },
];

import { useParams } from 'react-router';
import { composeClientTabs, crmClientTabs } from '../../features/crm/client-tabs.ts';
import { ClientDetail } from '../../features/crm/components/client-detail.tsx';
import { attachmentClientTabs } from './attachments-client-tabs.ts';
import { documentationClientTabs } from './documentations-client-tabs.ts';
import { keyholderClientTabs } from './keyholders-client-tabs.ts';
import { linkClientTabs } from './links-client-tabs.ts';
import { projectClientTabs } from './project-client-tabs.ts';
import { salesClientTabs } from './sales-client-tabs.ts';
import { scheduleClientTabs } from './schedules-client-tabs.ts';
import { useTabCounts } from './tab-counts.ts';

/**
 * The client page's tabs: the CRM's own, then each later module's (opportunità, contratti, progetti,
 * portachiavi, documentazione, link, allegati), added here as `composeClientTabs(crmClientTabs,
 * opportunityClientTabs, …)` — the client page itself does not change.
 */
const clientTabs = composeClientTabs(
  crmClientTabs,
  salesClientTabs,
  projectClientTabs,
  attachmentClientTabs,
  documentationClientTabs,
  linkClientTabs,
  keyholderClientTabs,
  scheduleClientTabs,
);

/** /crm/detail/:id/:tab? (named crm-detail, permission view_clients). */
export function CrmClientDetailPage() {
  const { id, tab } = useParams();
  const tabs = useTabCounts(clientTabs, Number(id));
  return <ClientDetail key={id} id={Number(id)} tab={tab} tabs={tabs} />;
}

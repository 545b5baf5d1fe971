import { OpportunityList } from '../../features/opportunities/components/opportunity-list.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /opportunities (permission view_opportunities): table or board (`?view=board`). */
export function OpportunityListPage() {
  useDocumentTitle('Opportunità');
  return <OpportunityList />;
}

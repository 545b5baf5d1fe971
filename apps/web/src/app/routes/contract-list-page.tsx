import { ContractList } from '../../features/contracts/components/contract-list.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /contracts (permission view_contracts). */
export function ContractListPage() {
  useDocumentTitle('Contratti');
  return <ContractList />;
}

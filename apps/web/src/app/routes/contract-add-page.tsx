import { useSearchParams } from 'react-router';
import { RecordFormPage } from '../../components/form/record-form-page.tsx';
import { ContractForm } from '../../features/contracts/components/contract-form.tsx';
import { paths } from '../../lib/paths.ts';

/** /contracts/add (permission manage_contracts); `?client_id=` preselects the client. */
export function ContractAddPage() {
  const [params] = useSearchParams();
  return (
    <RecordFormPage title="Nuovo contratto" back={{ to: paths.contracts.build(), label: 'Contratti' }}>
      <ContractForm clientId={Number(params.get('client_id')) || undefined} />
    </RecordFormPage>
  );
}

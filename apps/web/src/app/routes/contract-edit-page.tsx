import { useParams } from 'react-router';
import { RecordFormPage } from '../../components/form/record-form-page.tsx';
import { useContract } from '../../features/contracts/api/get-contract.ts';
import { ContractForm } from '../../features/contracts/components/contract-form.tsx';
import { paths } from '../../lib/paths.ts';

/** /contracts/:id/edit (permission manage_contracts). */
export function ContractEditPage() {
  const id = Number(useParams().id);
  const contract = useContract(id);
  const c = contract.data;
  return (
    <RecordFormPage
      title={c ? `Modifica ${c.number} · ${c.title}` : 'Modifica contratto'}
      documentTitle={c ? `Modifica ${c.number}` : 'Modifica contratto'}
      back={{ to: paths.contractDetail.build(id), label: 'Torna al contratto' }}
      notFound={contract.isError && 'contract'}
      loading={!c && !contract.isError && 480}
    >
      {c && <ContractForm key={c.id} contract={c} />}
    </RecordFormPage>
  );
}

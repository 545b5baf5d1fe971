import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RecordNotFound } from '../../components/record-not-found.tsx';
import { useContract } from '../../features/contracts/api/get-contract.ts';
import { ContractForm } from '../../features/contracts/components/contract-form.tsx';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /contracts/:id/edit (permission manage_contracts). */
export function ContractEditPage() {
  const id = Number(useParams().id);
  const contract = useContract(id);
  const c = contract.data;
  useDocumentTitle(c ? `Modifica ${c.number}` : 'Modifica contratto');
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1100 }}>
      <PageHeader
        title={c ? `Modifica ${c.number} · ${c.title}` : 'Modifica contratto'}
        back={<BackLink to={paths.contractDetail.build(id)}>Torna al contratto</BackLink>}
      />
      {contract.isError && (
        <RecordNotFound
          message="Contratto non trovato o non più disponibile."
          to={paths.contracts.build()}
          label="Torna ai contratti"
        />
      )}
      {c ? (
        <ContractForm key={c.id} contract={c} />
      ) : (
        !contract.isError && <Skeleton variant="rounded" height={480} />
      )}
    </Stack>
  );
}

import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ContractForm } from '../../features/contracts/components/contract-form.tsx';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /contracts/add (permission manage_contracts); `?client_id=` preselects the client. */
export function ContractAddPage() {
  const [params] = useSearchParams();
  useDocumentTitle('Nuovo contratto');
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1100 }}>
      <PageHeader
        title="Nuovo contratto"
        back={<BackLink to={paths.contracts.build()}>Contratti</BackLink>}
      />
      <ContractForm clientId={Number(params.get('client_id')) || undefined} />
    </Stack>
  );
}

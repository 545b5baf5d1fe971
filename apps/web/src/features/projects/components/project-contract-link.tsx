import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../lib/ability.ts';
import { contractKeys, getContract } from '../../../lib/entities/contracts.ts';
import { paths } from '../../../lib/paths.ts';

/** The project's contract as a link with its number, for who sees contracts. */
export function ProjectContractLink({ contractId }: { contractId: number }) {
  const can = useCan();
  const allowed = can('view_contracts');
  const contract = useQuery({
    queryKey: contractKeys.detail(contractId),
    queryFn: () => getContract(contractId),
    enabled: allowed,
  });
  if (!allowed || !contract.data) return null;
  return (
    <Link component={RouterLink} to={paths.contractDetail.build(contractId)} variant="body2">
      Contratto {contract.data.contract.number}
    </Link>
  );
}

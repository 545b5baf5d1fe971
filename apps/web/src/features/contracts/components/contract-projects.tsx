import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../lib/ability.ts';
import { listProjects, projectKeys } from '../../../lib/entities/projects.ts';
import { paths } from '../../../lib/paths.ts';

/** Links to the projects made on this contract (e.g. from its won opportunity), for who sees projects. */
export function ContractProjects({ contractId }: { contractId: number }) {
  const can = useCan();
  const query = { contract_id: contractId, per_page: 20 };
  const projects = useQuery({
    queryKey: projectKeys.list(query),
    queryFn: ({ signal }) => listProjects(query, signal),
    enabled: can('view_projects'),
  });
  return (projects.data?.data ?? []).map((p) => (
    <Link key={p.id} component={RouterLink} to={paths.projectDetail.build(p.id)} variant="body2">
      Progetto {p.code} · {p.name}
    </Link>
  ));
}

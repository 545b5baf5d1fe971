import type { AdminUser } from '@officina/contracts';
import { useLocation } from 'react-router';
import { RowLink } from '../../../components/list/row-link.tsx';
import { paths } from '../../../lib/paths.ts';
import { withUserParam } from '../utils/user-status.ts';

/** A user's name in the grid: a link opening their dialog over the list, the filters kept. */
export function UserNameLink({ user }: { user: Pick<AdminUser, 'id' | 'name' | 'surname'> }) {
  const { search } = useLocation();
  return (
    <RowLink to={`${paths.adminUsers.build()}${withUserParam(search, user.id)}`}>
      {user.name} {user.surname}
    </RowLink>
  );
}

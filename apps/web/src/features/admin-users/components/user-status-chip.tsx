import Chip from '@mui/material/Chip';
import type { AdminUser } from '@officina/contracts';
import { userStatusColors, userStatusLabel, userStatusOf } from '../utils/user-status.ts';

/** «Attivo», «Disattivato», «Bloccato» or «Invitato». */
export function UserStatusChip({ user }: { user: Pick<AdminUser, 'active' | 'banned' | 'invited'> }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={userStatusColors[userStatusOf(user)]}
      label={userStatusLabel(user)}
    />
  );
}

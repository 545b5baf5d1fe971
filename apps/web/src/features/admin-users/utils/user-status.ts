import { type AdminUser, type AdminUserStatus, adminUserStatusLabels } from '@officina/contracts';
import { formatDateTime } from '../../../lib/locale/format.ts';

/** A user's one state, as the list filters it: banned, else inactive, else invited, else active. */
export function userStatusOf(user: Pick<AdminUser, 'active' | 'banned' | 'invited'>): AdminUserStatus {
  if (user.banned) return 'banned';
  if (!user.active) return 'inactive';
  if (user.invited) return 'invited';
  return 'active';
}

export const userStatusColors: Record<AdminUserStatus, 'success' | 'default' | 'error' | 'info'> = {
  active: 'success',
  inactive: 'default',
  banned: 'error',
  invited: 'info',
};

export function userStatusLabel(user: Pick<AdminUser, 'active' | 'banned' | 'invited'>): string {
  return adminUserStatusLabels[userStatusOf(user)];
}

/** "mai" or "25/11/2026 14:30" (the browser's time zone, as every date of the app). */
export function lastSignInLabel(lastLoginAt: string | null): string {
  return lastLoginAt ? formatDateTime(lastLoginAt) : 'mai';
}

/** Whether an invitation may be sent again: never signed in, active and not banned (the server's rule). */
export function canResendInvitation(user: Pick<AdminUser, 'active' | 'banned' | 'last_login_at'>): boolean {
  return user.last_login_at === null && user.active && !user.banned;
}

/** The list's URL with `user=<id>` set (the dialog of that user open), filters kept. */
export function withUserParam(search: string, id: number | null): string {
  const params = new URLSearchParams(search);
  if (id === null) params.delete('user');
  else params.set('user', String(id));
  const query = params.toString();
  return query ? `?${query}` : '';
}

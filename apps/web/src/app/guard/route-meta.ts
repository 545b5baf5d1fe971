import type { PermissionName } from '@officina/contracts';

/**
 * What a route declares in its `handle`: `auth` (sign-in needed), `permission` (a named permission,
 * implies auth), `guestOnly` (a signed-in user is sent to the dashboard). Children inherit by nesting.
 */
export interface RouteMeta {
  auth?: boolean;
  permission?: PermissionName;
  guestOnly?: boolean;
}

export function routeMeta(handle: unknown): RouteMeta {
  return typeof handle === 'object' && handle !== null ? (handle as RouteMeta) : {};
}

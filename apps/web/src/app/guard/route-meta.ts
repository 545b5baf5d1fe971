import type { PermissionName } from '@officina/contracts';

/** A named permission, or a list of which any one is enough (the server's "a or b" checks). */
export type PermissionRequirement = PermissionName | readonly PermissionName[];

/** Does the user (through `can`) meet the requirement? */
export function meetsPermission(
  required: PermissionRequirement,
  can: (permission: string) => boolean,
): boolean {
  return typeof required === 'string' ? can(required) : required.some((permission) => can(permission));
}

/**
 * What a route declares in its `handle`: `auth` (sign-in needed), `permission` (a named permission or
 * a list of alternatives, implies auth), `guestOnly` (a signed-in user is sent to the dashboard).
 * Children inherit by nesting.
 */
export interface RouteMeta {
  auth?: boolean;
  permission?: PermissionRequirement;
  guestOnly?: boolean;
}

export function routeMeta(handle: unknown): RouteMeta {
  return typeof handle === 'object' && handle !== null ? (handle as RouteMeta) : {};
}

/** A route's `handle`, typed: `handle: meta({ permission: 'view_clients' })`. */
export const meta = (value: RouteMeta): RouteMeta => value;

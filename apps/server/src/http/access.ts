import { type AppAbility, can, type PermissionName } from '@officina/contracts';
import type { FastifyInstance, FastifyRequest, HTTPMethods, onRequestHookHandler } from 'fastify';
import { requireUser } from '../plugins/auth.ts';
import { forbidden } from './api-error.ts';

/**
 * What the handler checks on the record itself, after the route's own check: a user reaches the
 * records they own (organise, attend, are assigned, or the record a file hangs on lets them see);
 * others' only with `others`. The refusal is 404 where the module hides that the record exists.
 */
export interface RecordRule {
  /** What makes a record the user's own, in words (the docs, the permission matrix's report). */
  own: string;
  /** Permissions that reach others' records too; none: only one's own, whatever the group. */
  others: readonly PermissionName[];
  refusal: 403 | 404;
}

/**
 * Who may call a route: the single source of its permission check (derived from it in the /api
 * scope's onRoute hook, so the declaration cannot differ from what runs) and of the permission
 * matrix (reliability/permission-matrix.test.ts). Every /api route declares one, else the app
 * does not start.
 */
export type RouteAccess =
  | { readonly kind: 'public' }
  | { readonly kind: 'signed-in'; readonly record?: RecordRule }
  | { readonly kind: 'all-of'; readonly permissions: readonly PermissionName[]; readonly record?: RecordRule }
  | {
      readonly kind: 'any-of';
      readonly permissions: readonly PermissionName[];
      readonly record?: RecordRule;
    };

/** No session: sign-in, password reset, health, the push device API, calendar feeds by secret. */
export const publicAccess: RouteAccess = { kind: 'public' };

/** Any signed-in user: their profile, sessions, notifications, own time entries… */
export function signedIn(record?: RecordRule): RouteAccess {
  return record ? { kind: 'signed-in', record } : { kind: 'signed-in' };
}

/** Every permission named (a write usually needs the read too: `['view_clients', 'manage_clients']`). */
export function allOf(permissions: readonly PermissionName[], record?: RecordRule): RouteAccess {
  return record ? { kind: 'all-of', permissions, record } : { kind: 'all-of', permissions };
}

/** At least one of the permissions named. */
export function anyOf(permissions: readonly PermissionName[], record?: RecordRule): RouteAccess {
  return record ? { kind: 'any-of', permissions, record } : { kind: 'any-of', permissions };
}

/** Whether an ability passes the route's own check (the record's, if any, is the handler's). */
export function grants(access: RouteAccess, ability: AppAbility | null): boolean {
  switch (access.kind) {
    case 'public':
      return true;
    case 'signed-in':
      return ability !== null;
    case 'all-of':
      return ability !== null && access.permissions.every((name) => can(ability, name));
    case 'any-of':
      return ability !== null && access.permissions.some((name) => can(ability, name));
  }
}

/** One declared route, as the onRoute hook saw it. */
export interface DeclaredRoute {
  method: HTTPMethods;
  url: string;
  access: RouteAccess;
}

function permissionCheck(access: RouteAccess): onRequestHookHandler | undefined {
  if (access.kind === 'public' || access.kind === 'signed-in') return undefined;
  return async (request: FastifyRequest) => {
    if (!grants(access, requireUser(request).ability)) throw forbidden();
  };
}

function hooksOf<H>(hooks: H | H[] | undefined): H[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * Every route added to the scope must carry `config.access`; a route without one throws here, so
 * the app fails to start naming it. The check is derived from the declaration: `config.public`
 * (read by the auth and XSRF hooks and the OpenAPI security flag) follows it, and a permission
 * check is added as the route's own onRequest hook — after the session's, before the body is
 * parsed or validated, so a refused caller learns nothing from a 422. Returns the scope's route
 * table, filled as routes are added (HEAD twins of GET routes left out).
 */
export function registerAccess(scope: FastifyInstance): DeclaredRoute[] {
  const table: DeclaredRoute[] = [];
  scope.addHook('onRoute', (route) => {
    const methods = hooksOf(route.method);
    const name = `${methods.join(',')} ${route.url}`;
    const access = route.config?.access;
    if (!access) {
      throw new Error(
        `Route ${name} declares no access: give it config.access (http/access.ts: publicAccess, signedIn, allOf, anyOf)`,
      );
    }
    const isPublic = access.kind === 'public';
    if (route.config?.public !== undefined && route.config.public !== isPublic) {
      throw new Error(`Route ${name}: config.public contradicts its declared access (${access.kind})`);
    }
    route.config = { ...route.config, access, public: isPublic };
    const check = permissionCheck(access);
    if (check) route.onRequest = [...hooksOf(route.onRequest), check];
    for (const method of methods) {
      if (method !== 'HEAD') table.push({ method, url: route.url, access });
    }
  });
  return table;
}

const tables = new WeakMap<object, DeclaredRoute[]>();

/** Keeps the /api route table under the app's context, for tests and the permission matrix. */
export function keepRouteTable(owner: object, table: DeclaredRoute[]): void {
  tables.set(owner, table);
}

/** The /api routes with their declared access (empty before the app is built). */
export function routeTable(owner: object): readonly DeclaredRoute[] {
  return tables.get(owner) ?? [];
}

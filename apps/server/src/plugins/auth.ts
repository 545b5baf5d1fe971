import type { AppAbility, PermissionRule } from '@officina/contracts';
import { defineAbilityFor } from '@officina/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/api-error.ts';
import type { AuthUser } from '../http/types.ts';

/**
 * Finds the signed-in user of a bearer token, or throws the 401 saying why. The auth module
 * provides it (modules/auth/session-user.ts) and api.ts hands it to registerAuth, so this plugin
 * imports no module.
 */
export type SessionResolver = (token: string) => Promise<AuthUser>;

/** parseRules returns one array per distinct rules text, so each group's ability is built once. */
const abilities = new WeakMap<PermissionRule[], AppAbility>();
function abilityFor(permissions: PermissionRule[]): AppAbility {
  let ability = abilities.get(permissions);
  if (!ability) {
    ability = defineAbilityFor(permissions);
    abilities.set(permissions, ability);
  }
  return ability;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** Attaches request.user and request.ability, or throws the 401 saying why. */
export async function authenticate(resolveSession: SessionResolver, request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw unauthorized('token_not_provided');
  const user = await resolveSession(token);
  request.user = user;
  request.ability = abilityFor(user.permissions);
}

/**
 * Every route in the scope needs a valid session unless its config says `public: true`: forgetting
 * the flag fails closed. Unknown routes skip this so they answer 404.
 */
export function registerAuth(scope: FastifyInstance, resolveSession: SessionResolver): void {
  scope.decorateRequest('user', null);
  scope.decorateRequest('ability', null);
  scope.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.public) return;
    await authenticate(resolveSession, request);
  });
}

/** The signed-in user of a protected route (the hook guarantees it; this keeps types honest). */
export function requireUser(request: FastifyRequest): { user: AuthUser; ability: AppAbility } {
  if (!request.user || !request.ability) throw unauthorized('token_not_provided');
  return { user: request.user, ability: request.ability };
}

import type { AppAbility, PermissionName, PermissionRule } from '@officina/contracts';
import { can, defineAbilityFor } from '@officina/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { nowIso, toBool } from '../db/values.ts';
import { forbidden, unauthorized } from '../http/api-error.ts';
import type { AuthUser } from '../http/types.ts';
import { findLiveSessionUser } from '../modules/auth/session.repository.ts';
import { TokenError } from '../modules/auth/tokens.ts';
import { parseRules, toUser } from '../modules/user/user.mapper.ts';

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

/**
 * Verifies the JWT, then that its session is neither revoked nor expired and its user may still
 * sign in (one query on the sessions primary key), and attaches request.user and request.ability.
 */
export async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw unauthorized('token_not_provided');
  let jti: string;
  try {
    ({ jti } = await ctx.tokens.verify(token));
  } catch (error) {
    if (error instanceof TokenError) throw unauthorized(error.code);
    throw error;
  }
  const row = await findLiveSessionUser(ctx.db, jti, nowIso());
  if (!row) throw unauthorized('invalid_token');
  if (toBool(row.banned)) throw unauthorized('user_is_banned');
  if (!toBool(row.active)) throw unauthorized('user_inactive');
  const permissions = parseRules(row.group_rules);
  request.user = { ...toUser(row), sessionId: jti, permissions };
  request.ability = abilityFor(permissions);
}

/**
 * Every route in the scope needs a valid session unless its config says `public: true`: forgetting
 * the flag fails closed. Unknown routes skip this so they answer 404.
 */
export function registerAuth(scope: FastifyInstance, ctx: AppContext): void {
  scope.decorateRequest('user', null);
  scope.decorateRequest('ability', null);
  scope.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.public) return;
    await authenticate(ctx, request);
  });
}

/** The signed-in user of a protected route (the hook guarantees it; this keeps types honest). */
export function requireUser(request: FastifyRequest): { user: AuthUser; ability: AppAbility } {
  if (!request.user || !request.ability) throw unauthorized('token_not_provided');
  return { user: request.user, ability: request.ability };
}

/** preHandler answering 403 with an Italian alert unless the user holds the named permission. */
export function requirePermission(name: PermissionName) {
  return async (request: FastifyRequest): Promise<void> => {
    const { ability } = requireUser(request);
    if (!can(ability, name)) throw forbidden();
  };
}

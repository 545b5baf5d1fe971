import type { AppContext } from '../../context.ts';
import { nowIso, toBool } from '../../db/values.ts';
import { unauthorized } from '../../http/api-error.ts';
import type { AuthUser } from '../../http/types.ts';
import type { SessionResolver } from '../../plugins/auth.ts';
import { TokenError } from '../../security/tokens.ts';
import { parseRules, toUser } from '../user/user.mapper.ts';
import { findLiveSessionUser } from './session.repository.ts';

/**
 * The signed-in user of a bearer token, for the auth plugin (wired in api.ts, so the plugin knows
 * no module): verifies the JWT, then that its session is neither revoked nor expired and its user
 * may still sign in (one query on the sessions primary key). Throws the 401 saying why.
 */
export function sessionResolver(ctx: AppContext): SessionResolver {
  return async (token: string): Promise<AuthUser> => {
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
    return { ...toUser(row), sessionId: jti, permissions: parseRules(row.group_rules) };
  };
}

import type { AppContext } from '../../context.ts';
import { nowIso, toBool } from '../../db/values.ts';
import { unauthorized } from '../../http/api-error.ts';
import type { AuthUser } from '../../http/types.ts';
import type { SessionResolver } from '../../plugins/auth.ts';
import { TokenError } from '../../security/tokens.ts';
import { parseRules, toUser } from '../user/user.mapper.ts';
import { findLiveSessionUser } from './session.repository.ts';

/** Live sessions remembered per process; more than the active sessions of a large office. */
const CACHE_SIZE = 10_000;
/**
 * The longest a lookup is remembered even with no change heard: a bound in case a change ever
 * escapes the watch (db/cache-watch.ts lists what it sees), not the mechanism.
 */
const MAX_AGE_MS = 30_000;

interface Remembered {
  user: AuthUser;
  generation: number;
  at: number;
}

/**
 * The session lookups of one server (decision 0016): a live session's user, remembered while
 * nothing it depends on has changed (ctx.cacheWatch). Shared by the API's auth hook and the live
 * events stream, so one sign-out forgets it for both.
 */
class SessionCache {
  readonly #entries = new Map<string, Remembered>();
  /** Requests answered from memory, and lookups made (tests and operators read them). */
  hits = 0;
  lookups = 0;

  get(jti: string, generation: number, now: number): AuthUser | undefined {
    const entry = this.#entries.get(jti);
    if (!entry) return undefined;
    if (entry.generation !== generation || now - entry.at > MAX_AGE_MS) {
      this.#entries.delete(jti);
      return undefined;
    }
    this.hits++;
    return entry.user;
  }

  set(jti: string, user: AuthUser, generation: number, now: number): void {
    if (this.#entries.size >= CACHE_SIZE) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(jti, { user, generation, at: now });
  }
}

const caches = new WeakMap<AppContext, SessionCache>();

function cacheOf(ctx: AppContext): SessionCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new SessionCache();
    caches.set(ctx, cache);
  }
  return cache;
}

/** How many authenticated requests this server answered from memory, and how many looked up. */
export function sessionCacheStats(ctx: AppContext): { hits: number; lookups: number } {
  const { hits, lookups } = cacheOf(ctx);
  return { hits, lookups };
}

/**
 * The signed-in user of a bearer token, for the auth plugin (wired in api.ts, so the plugin knows
 * no module): verifies the JWT, then that its session is neither revoked nor expired and its user
 * may still sign in (one query on the sessions primary key). Throws the 401 saying why.
 *
 * A lookup that found a live session is remembered (`SessionCache`) until `ctx.cacheWatch` says a
 * session, a user or a group changed — on this instance at once, on another within the time its
 * PostgreSQL notification takes — and only while the watch is trusted. Refusals are never
 * remembered; the token's signature and expiry are checked on every request (security/tokens.ts).
 */
export function sessionResolver(ctx: AppContext): SessionResolver {
  const sessions = cacheOf(ctx);
  const watch = ctx.cacheWatch;
  return async (token: string): Promise<AuthUser> => {
    let jti: string;
    try {
      ({ jti } = await ctx.tokens.verify(token));
    } catch (error) {
      if (error instanceof TokenError) throw unauthorized(error.code);
      throw error;
    }
    const trusted = watch.trusted;
    const now = Date.now();
    // Read before the lookup: a change landing during it leaves the answer under an old generation.
    const generation = watch.generation;
    if (trusted) {
      const known = sessions.get(jti, generation, now);
      if (known) return { ...known };
    }
    sessions.lookups++;
    const row = await findLiveSessionUser(ctx.db, jti, nowIso());
    if (!row) throw unauthorized('invalid_token');
    if (toBool(row.banned)) throw unauthorized('user_is_banned');
    if (!toBool(row.active)) throw unauthorized('user_inactive');
    const user: AuthUser = { ...toUser(row), sessionId: jti, permissions: parseRules(row.group_rules) };
    if (trusted) sessions.set(jti, user, generation, now);
    return { ...user };
  };
}

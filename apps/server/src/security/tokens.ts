import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'officina';
/** Verified tokens remembered per process; enough for every active session of a large office. */
const VERIFIED_CACHE_SIZE = 10_000;

export interface IssuedToken {
  token: string;
  jti: string;
  expiresAt: Date;
}

export interface VerifiedToken {
  userId: number;
  jti: string;
}

export type TokenFailure = 'token_expired' | 'invalid_token';

export class TokenError extends Error {
  readonly code: TokenFailure;
  constructor(code: TokenFailure) {
    super(code);
    this.code = code;
  }
}

export interface TokenService {
  issue(userId: number): Promise<IssuedToken>;
  /** Checks signature, algorithm, issuer and expiry; throws TokenError. */
  verify(token: string): Promise<VerifiedToken>;
}

/**
 * HS256 JWTs carrying the user id (sub) and a unique jti, the key of the session row.
 *
 * Verification runs on every authenticated request, and jose's HMAC goes through WebCrypto (an
 * asynchronous job on the thread pool), the largest single cost of a request. A token's signature
 * check is a pure function of the token and the secret, so its result is remembered in a bounded
 * in-process map: this is not shared state (every instance reaches the same answer on its own),
 * the expiry is re-checked on every use, and revocation is still checked in the database by the
 * caller on every request.
 */
export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const rawKey = new TextEncoder().encode(secret);
  // Imported once: jose would otherwise import a raw key on every call.
  const key = crypto.subtle.importKey('raw', rawKey, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  const verified = new Map<string, VerifiedToken & { expMs: number }>();

  function remember(token: string, entry: VerifiedToken & { expMs: number }): void {
    if (verified.size >= VERIFIED_CACHE_SIZE) {
      // Drop the oldest entry (Map keeps insertion order).
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.set(token, entry);
  }

  return {
    async issue(userId) {
      const jti = randomUUID();
      const now = Math.floor(Date.now() / 1000);
      const exp = now + ttlSeconds;
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setSubject(String(userId))
        .setJti(jti)
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .sign(await key);
      return { token, jti, expiresAt: new Date(exp * 1000) };
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expMs <= Date.now()) {
          verified.delete(token);
          throw new TokenError('token_expired');
        }
        return { userId: known.userId, jti: known.jti };
      }
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'], issuer: ISSUER });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || !payload.jti || typeof payload.exp !== 'number') {
          throw new TokenError('invalid_token');
        }
        remember(token, { userId, jti: payload.jti, expMs: payload.exp * 1000 });
        return { userId, jti: payload.jti };
      } catch (error) {
        if (error instanceof TokenError) throw error;
        if (error instanceof errors.JWTExpired) throw new TokenError('token_expired');
        throw new TokenError('invalid_token');
      }
    },
  };
}

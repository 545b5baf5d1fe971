import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'officina';

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

/** HS256 JWTs carrying the user id (sub) and a unique jti, the key of the session row. */
export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
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
        .sign(key);
      return { token, jti, expiresAt: new Date(exp * 1000) };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || !payload.jti) throw new TokenError('invalid_token');
        return { userId, jti: payload.jti };
      } catch (error) {
        if (error instanceof TokenError) throw error;
        if (error instanceof errors.JWTExpired) throw new TokenError('token_expired');
        throw new TokenError('invalid_token');
      }
    },
  };
}

import { createHmac, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { AppConfig } from '../../config/config.ts';
import { resolveJwtSecret } from '../../config/secrets.ts';

/** How long a beams-auth token may be used to set a device's user. */
export const PUSH_USER_TOKEN_TTL_SECONDS = 600;
const ISSUER = 'officina-push';
const AUDIENCE = 'push';

const keys = new WeakMap<AppConfig, Uint8Array>();

/**
 * Its own key, derived from the JWT secret: a push token is never a session token (and a session
 * token never a push token), whatever claims either carries.
 */
function keyOf(config: AppConfig): Uint8Array {
  let key = keys.get(config);
  if (!key) {
    key = new Uint8Array(
      createHmac('sha256', resolveJwtSecret(config)).update('officina push user token').digest(),
    );
    keys.set(config, key);
  }
  return key;
}

export interface PushUserClaims {
  userId: number;
  /** The jti of the session that asked for the token: the device's pushes last as long as it. */
  sessionJti: string;
}

/** HS256, audience `push`, 10 minutes, carrying the user id (sub) and the session's jti (sid). */
export async function issuePushUserToken(config: AppConfig, claims: PushUserClaims): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: claims.sessionJti })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(String(claims.userId))
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + PUSH_USER_TOKEN_TTL_SECONDS)
    .sign(keyOf(config));
}

/** The claims of a valid push token; null when it is malformed, forged, for another use or expired. */
export async function verifyPushUserToken(config: AppConfig, token: string): Promise<PushUserClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(config), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub'],
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.sid !== 'string' || !payload.sid) {
      return null;
    }
    return { userId, sessionJti: payload.sid };
  } catch {
    return null;
  }
}

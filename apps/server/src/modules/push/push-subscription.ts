import { ECDH } from 'node:crypto';

/** A browser's PushSubscription as the device token carries it. */
export interface PushSubscriptionKeys {
  endpoint: string;
  /** The browser's P-256 public key (uncompressed point), base64url. */
  p256dh: string;
  /** The 16-byte authentication secret, base64url. */
  auth: string;
}

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;
const MAX_ENDPOINT_LENGTH = 2048;

function bytesOf(value: unknown): Buffer | null {
  if (typeof value !== 'string' || !BASE64.test(value)) return null;
  return Buffer.from(value, 'base64');
}

function isP256Point(key: Buffer): boolean {
  if (key.length !== 65 || key[0] !== 0x04) return false;
  try {
    ECDH.convertKey(key, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/**
 * The subscription in a device token (`btoa(JSON.stringify(subscription))`, as the provider's SDK
 * and ours send it): `{ endpoint, keys: { p256dh, auth } }` with a real P-256 point and a 16-byte
 * secret, keys answered base64url. Null when the token is anything else.
 */
export function decodeSubscriptionToken(token: string): PushSubscriptionKeys | null {
  if (!BASE64.test(token)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { endpoint, keys } = parsed as { endpoint?: unknown; keys?: unknown };
  if (typeof endpoint !== 'string' || endpoint.length === 0 || endpoint.length > MAX_ENDPOINT_LENGTH)
    return null;
  if (typeof keys !== 'object' || keys === null) return null;
  const p256dh = bytesOf((keys as { p256dh?: unknown }).p256dh);
  const auth = bytesOf((keys as { auth?: unknown }).auth);
  if (!p256dh || !isP256Point(p256dh) || !auth || auth.length !== 16) return null;
  return { endpoint, p256dh: p256dh.toString('base64url'), auth: auth.toString('base64url') };
}

/**
 * What this browser remembers of its push device, per device-API instance, in localStorage: the
 * device id the server answered (its credential), the token it was registered with, the user set
 * on it, and the SDK version and user agent last sent as metadata.
 *
 * Zod-free and contracts-free at runtime on purpose: logout (on the login page's path) reads it to
 * decide whether to load the push client at all, and the login bundle must stay small.
 */
export interface PushDeviceState {
  deviceId: string | null;
  token: string | null;
  userId: string | null;
  sdkVersion: string | null;
  userAgent: string | null;
}

/** The instance id of the app's device API (equal to contracts' PUSH_INSTANCE_ID, checked by a test). */
export const DEFAULT_PUSH_INSTANCE = 'officina';

const EMPTY: PushDeviceState = {
  deviceId: null,
  token: null,
  userId: null,
  sdkVersion: null,
  userAgent: null,
};

export function pushStateKey(instanceId: string): string {
  return `officina-push:${instanceId}`;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export function readPushState(instanceId: string): PushDeviceState {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(pushStateKey(instanceId));
  } catch {
    return { ...EMPTY };
  }
  if (!raw) return { ...EMPTY };
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown> | null;
    if (!parsed || typeof parsed !== 'object') return { ...EMPTY };
    return {
      deviceId: text(parsed.deviceId),
      token: text(parsed.token),
      userId: text(parsed.userId),
      sdkVersion: text(parsed.sdkVersion),
      userAgent: text(parsed.userAgent),
    };
  } catch {
    return { ...EMPTY };
  }
}

export function writePushState(instanceId: string, changes: Partial<PushDeviceState>): PushDeviceState {
  const next = { ...readPushState(instanceId), ...changes };
  localStorage.setItem(pushStateKey(instanceId), JSON.stringify(next));
  return next;
}

export function clearPushState(instanceId: string): void {
  try {
    localStorage.removeItem(pushStateKey(instanceId));
  } catch {
    // Storage unavailable: there is nothing stored to forget.
  }
}

/** Whether this browser holds a registered device (cheap: no service worker, no request). */
export function hasStoredPushDevice(instanceId: string = DEFAULT_PUSH_INSTANCE): boolean {
  return readPushState(instanceId).deviceId !== null;
}

import { PUSH_INSTANCE_ID, PUSH_SDK_VERSION } from '@officina/contracts';
import type { InjectOptions } from 'fastify';
import type { TestApp } from '../helper.ts';
import type { LocalPushService } from '../support/local-push-service.ts';

export const DEVICE_API = `/api/push/device_api/v1/instances/${PUSH_INSTANCE_ID}`;

/**
 * A call of the device API as the provider's SDK makes it: no XSRF cookie or header, no session;
 * JSON only when there is a body.
 */
export function deviceCall(
  t: TestApp,
  method: InjectOptions['method'],
  path: string,
  options: { payload?: unknown; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method,
    url: path.startsWith('/api/') ? path : `${DEVICE_API}${path}`,
    ...(options.payload !== undefined ? { payload: options.payload as InjectOptions['payload'] } : {}),
    headers: options.headers ?? {},
  });
}

/** Registers a new browser subscription of the local push service; answers the device id. */
export async function registerDevice(t: TestApp, push: LocalPushService): Promise<string> {
  const token = push.tokenOf(push.createSubscription());
  const res = await deviceCall(t, 'POST', '/devices/web', {
    payload: { token, metadata: { sdkVersion: PUSH_SDK_VERSION } },
  });
  if (res.statusCode !== 200) throw new Error(`register: ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}

/** A signed-in user's device: registered, then its user set with a beams-auth token. */
export async function userDevice(
  t: TestApp,
  push: LocalPushService,
  session: { token: string; userId: number },
): Promise<string> {
  const deviceId = await registerDevice(t, push);
  const auth = await t.request({
    method: 'GET',
    url: `/api/notifications/beams-auth?user_id=${session.userId}`,
    token: session.token,
  });
  if (auth.statusCode !== 200) throw new Error(`beams-auth: ${auth.statusCode} ${auth.body}`);
  const res = await deviceCall(t, 'PUT', `/devices/web/${deviceId}/user`, {
    headers: { authorization: `Bearer ${auth.json().token}` },
  });
  if (res.statusCode !== 200) throw new Error(`set user: ${res.statusCode} ${res.body}`);
  return deviceId;
}

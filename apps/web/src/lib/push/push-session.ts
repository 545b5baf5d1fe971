import { PUSH_WEB_INTEREST, pushMessages } from '@officina/contracts';
import { type PushClient, type PushTokenProvider, pushClient, requestPushPermission } from './push-client.ts';
import { PushError } from './push-messages.ts';
import { hasStoredPushDevice } from './push-state-store.ts';
import { pushSupportProblem } from './push-support.ts';
import { sessionTokenProvider } from './push-token-provider.ts';

interface Deps {
  client?: PushClient;
  tokenProvider?: PushTokenProvider;
}

/** Registers the device (again, when it belonged to another user), sets the user and joins `officina-web`. */
async function registerFor(
  userId: string,
  client: PushClient,
  tokenProvider: PushTokenProvider,
): Promise<void> {
  await client.start();
  try {
    await client.setUserId(userId, tokenProvider);
  } catch (error) {
    // The device's user cannot change: another person's device on this browser is replaced.
    if (!(error instanceof PushError && error.message === pushMessages.userIdChange)) throw error;
    await client.stop();
    await client.start();
    await client.setUserId(userId, tokenProvider);
  }
  await client.addDeviceInterest(PUSH_WEB_INTEREST);
}

/**
 * Profile's "Attiva le notifiche push": asks the permission (first, inside the click), registers
 * this browser, sets the signed-in user on it and adds the app's interest.
 */
export async function enablePush(userId: number, deps: Deps = {}): Promise<void> {
  await requestPushPermission();
  await registerFor(String(userId), deps.client ?? pushClient(), deps.tokenProvider ?? sessionTokenProvider);
}

/**
 * On sign-in and on app load: a browser registered for push must belong to the signed-in user. Same
 * user: the user is set again (it ties the device to the current session, whose end stops its
 * pushes) and the metadata refreshed. Another user (no logout in between): the device is stopped
 * and registered again for this one, since a device's user cannot change. Answers what it did.
 */
export async function syncPushDevice(
  userId: number,
  deps: Deps = {},
): Promise<'none' | 'renewed' | 'replaced'> {
  const client = deps.client ?? pushClient();
  const tokenProvider = deps.tokenProvider ?? sessionTokenProvider;
  if (pushSupportProblem() || !hasStoredPushDevice(client.instanceId)) return 'none';
  if ((await client.getRegistrationState()) !== 'PERMISSION_GRANTED_REGISTERED') return 'none';
  const wanted = String(userId);
  const current = await client.getUserId();
  if (current !== null && current !== wanted) {
    await client.stop();
    await registerFor(wanted, client, tokenProvider);
    return 'replaced';
  }
  await client.setUserId(wanted, tokenProvider);
  await client.updateDeviceMetadata();
  return 'renewed';
}

/** Logout: delete the device (best effort); if the server can't be reached, forget it here anyway. */
export async function stopPushOnLogout(client: PushClient = pushClient()): Promise<void> {
  try {
    await client.stop();
  } catch {
    await client.forget().catch(() => undefined);
  }
}

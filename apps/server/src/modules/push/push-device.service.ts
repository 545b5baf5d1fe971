import { randomUUID } from 'node:crypto';
import {
  PUSH_INSTANCE_ID,
  PUSH_INTERESTS_MAX,
  type PushDeviceMetadata,
  pushDeviceMessages,
  pushMessages,
  type RegisterPushDeviceInput,
} from '@officina/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/values.ts';
import { ApiError, alertError, forbidden, validationError } from '../../http/api-error.ts';
import { checkPushEndpoint, type Resolver, systemResolver } from './endpoint-guard.ts';
import {
  addInterest,
  countInterests,
  deleteDevice,
  deleteDevicesByEndpoint,
  findDevice,
  insertDevice,
  isSessionLive,
  listInterests,
  lockDevice,
  removeInterest,
  replaceInterests,
  setDeviceUser,
  updateDeviceMetadata,
} from './push-device.repository.ts';
import { decodeSubscriptionToken } from './push-subscription.ts';
import { issuePushUserToken, verifyPushUserToken } from './push-user-token.ts';

const MAX_USER_AGENT = 500;

/** Only this app's instance exists: any other id in the path is unknown (404). */
export function assertInstance(instanceId: string): void {
  if (instanceId !== PUSH_INSTANCE_ID) throw alertError(404, pushDeviceMessages.instanceNotFound);
}

function deviceNotFound(): ApiError {
  return alertError(404, pushDeviceMessages.deviceNotFound);
}

async function existingDevice(ctx: AppContext, instanceId: string, deviceId: string) {
  assertInstance(instanceId);
  const device = await findDevice(ctx.db, instanceId, deviceId);
  if (!device) throw deviceNotFound();
  return device;
}

function userAgentOf(header: string | undefined): string | null {
  return header ? header.slice(0, MAX_USER_AGENT) : null;
}

/**
 * Registers a browser: its token must hold a valid subscription whose endpoint the server may call
 * (endpoint-guard.ts), else 422 on `token`. A subscription registered again replaces its older
 * device. Answers the new device id, `web-<uuid>`: the device's credential from now on.
 */
export async function registerPushDevice(
  ctx: AppContext,
  instanceId: string,
  input: RegisterPushDeviceInput,
  userAgent: string | undefined,
  resolve: Resolver = systemResolver,
): Promise<{ id: string }> {
  assertInstance(instanceId);
  const subscription = decodeSubscriptionToken(input.token);
  if (!subscription) throw validationError({ token: [pushDeviceMessages.tokenInvalid] });
  const check = await checkPushEndpoint(subscription.endpoint, ctx.config.push.endpointAllow, resolve);
  if (!check.ok) throw validationError({ token: [pushDeviceMessages.endpointRefused] });
  const now = nowIso();
  const id = `web-${randomUUID()}`;
  await ctx.db.transaction().execute(async (trx) => {
    await deleteDevicesByEndpoint(trx, subscription.endpoint);
    await insertDevice(trx, {
      id,
      instance_id: instanceId,
      token: input.token,
      ...subscription,
      sdk_version: input.metadata.sdkVersion,
      user_agent: userAgentOf(userAgent),
      created_at: now,
      updated_at: now,
    });
  });
  return { id };
}

export async function updatePushDeviceMetadata(
  ctx: AppContext,
  instanceId: string,
  deviceId: string,
  metadata: PushDeviceMetadata,
  userAgent: string | undefined,
): Promise<void> {
  await existingDevice(ctx, instanceId, deviceId);
  const updated = await updateDeviceMetadata(
    ctx.db,
    deviceId,
    metadata.sdkVersion,
    userAgentOf(userAgent),
    nowIso(),
  );
  if (!updated) throw deviceNotFound();
}

export async function deletePushDevice(ctx: AppContext, instanceId: string, deviceId: string): Promise<void> {
  assertInstance(instanceId);
  if (!(await deleteDevice(ctx.db, deviceId))) throw deviceNotFound();
}

/** Runs `work` in a transaction holding the device's row (404 when the instance or device is unknown). */
async function inLockedDevice(
  ctx: AppContext,
  instanceId: string,
  deviceId: string,
  work: (trx: Db) => Promise<void>,
): Promise<void> {
  assertInstance(instanceId);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await lockDevice(trx, ctx.engine, instanceId, deviceId))) throw deviceNotFound();
    await work(trx);
  });
}

/** Adds one interest (already there: nothing changes); a 5001st is refused with 422. */
export async function addPushDeviceInterest(
  ctx: AppContext,
  instanceId: string,
  deviceId: string,
  interest: string,
): Promise<void> {
  await inLockedDevice(ctx, instanceId, deviceId, async (trx) => {
    await addInterest(trx, deviceId, interest);
    // Rolled back with the transaction: the device keeps its 5000.
    if ((await countInterests(trx, deviceId)) > PUSH_INTERESTS_MAX) {
      throw validationError({ interest: [pushMessages.interestsTooMany] });
    }
  });
}

export async function removePushDeviceInterest(
  ctx: AppContext,
  instanceId: string,
  deviceId: string,
  interest: string,
): Promise<void> {
  await inLockedDevice(ctx, instanceId, deviceId, async (trx) => {
    await removeInterest(trx, deviceId, interest);
  });
}

/** Replaces the device's interests with `interests` (validated and deduplicated by the contract). */
export async function setPushDeviceInterests(
  ctx: AppContext,
  instanceId: string,
  deviceId: string,
  interests: readonly string[],
): Promise<void> {
  await inLockedDevice(ctx, instanceId, deviceId, async (trx) => {
    await replaceInterests(trx, deviceId, interests);
  });
}

export async function getPushDeviceInterests(
  ctx: AppContext,
  instanceId: string,
  deviceId: string,
): Promise<{ interests: string[] }> {
  await existingDevice(ctx, instanceId, deviceId);
  return { interests: await listInterests(ctx.db, deviceId) };
}

function bearerOf(authorization: string | undefined): string | null {
  return /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1] ?? null;
}

const authFailed = () =>
  new ApiError(401, { error: 'invalid_token', message: pushDeviceMessages.authTokenInvalid });

/**
 * Sets the device's user from a beams-auth token (`Authorization: Bearer …`): 401 unless the token
 * is valid and its session still live. The user can't change (409) while the session that set it
 * lives; once that session ended (logout, expiry) the device has no user any more and may get one.
 */
export async function setPushDeviceUser(
  ctx: AppContext,
  instanceId: string,
  deviceId: string,
  authorization: string | undefined,
): Promise<void> {
  assertInstance(instanceId);
  const token = bearerOf(authorization);
  const claims = token ? await verifyPushUserToken(ctx.config, token) : null;
  const now = nowIso();
  if (!claims || !(await isSessionLive(ctx.db, claims.sessionJti, now))) throw authFailed();
  await ctx.db.transaction().execute(async (trx) => {
    const device = await lockDevice(trx, ctx.engine, instanceId, deviceId);
    if (!device) throw deviceNotFound();
    const otherUser = device.user_id !== null && device.user_id !== claims.userId;
    if (otherUser && device.session_jti && (await isSessionLive(trx, device.session_jti, now))) {
      throw alertError(409, pushMessages.userIdChange);
    }
    await setDeviceUser(trx, deviceId, claims.userId, claims.sessionJti, now);
  });
}

/** SPEC §7's beams-auth: a push token for the signed-in user only (403 for any other user id). */
export async function issueBeamsAuthToken(
  ctx: AppContext,
  user: { id: number; sessionId: string },
  requestedUserId: string,
): Promise<{ token: string }> {
  if (requestedUserId !== String(user.id)) throw forbidden(pushDeviceMessages.userIdNotYours);
  return { token: await issuePushUserToken(ctx.config, { userId: user.id, sessionJti: user.sessionId }) };
}

import type { Db, Engine } from '../../db/database.ts';
import type { Instant } from '../../db/values.ts';

/** Rows per INSERT when writing many interests or queue rows (well under both engines' parameter limits). */
export const INSERT_CHUNK = 500;

export interface NewPushDevice {
  id: string;
  instance_id: string;
  token: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  sdk_version: string;
  user_agent: string | null;
  created_at: Instant;
  updated_at: Instant;
}

export async function insertDevice(db: Db, device: NewPushDevice): Promise<void> {
  await db.insertInto('push_devices').values(device).execute();
}

/** The same browser subscription registered again replaces its older device (no double pushes). */
export async function deleteDevicesByEndpoint(db: Db, endpoint: string): Promise<void> {
  await db.deleteFrom('push_devices').where('endpoint', '=', endpoint).execute();
}

export async function findDevice(db: Db, instanceId: string, id: string) {
  return db
    .selectFrom('push_devices')
    .select(['id', 'user_id', 'session_jti'])
    .where('id', '=', id)
    .where('instance_id', '=', instanceId)
    .executeTakeFirst();
}

/** Whether the session (issued token) is neither revoked nor expired. */
export async function isSessionLive(db: Db, jti: string, now: Instant): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select('jti')
    .where('jti', '=', jti)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateDeviceMetadata(
  db: Db,
  id: string,
  sdkVersion: string,
  userAgent: string | null,
  now: Instant,
): Promise<boolean> {
  const result = await db
    .updateTable('push_devices')
    .set({ sdk_version: sdkVersion, user_agent: userAgent, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setDeviceUser(db: Db, id: string, userId: number, sessionJti: string, now: Instant) {
  await db
    .updateTable('push_devices')
    .set({ user_id: userId, session_jti: sessionJti, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Deletes a device; its interests and queued pushes go with it (foreign keys cascade). */
export async function deleteDevice(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('push_devices').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function addInterest(db: Db, deviceId: string, interest: string): Promise<void> {
  await db
    .insertInto('push_device_interests')
    .values({ device_id: deviceId, interest })
    .onConflict((oc) => oc.columns(['device_id', 'interest']).doNothing())
    .execute();
}

export async function removeInterest(db: Db, deviceId: string, interest: string): Promise<void> {
  await db
    .deleteFrom('push_device_interests')
    .where('device_id', '=', deviceId)
    .where('interest', '=', interest)
    .execute();
}

/** Replaces a device's interests (already free of duplicates); run it in a transaction. */
export async function replaceInterests(
  db: Db,
  deviceId: string,
  interests: readonly string[],
): Promise<void> {
  await db.deleteFrom('push_device_interests').where('device_id', '=', deviceId).execute();
  for (let i = 0; i < interests.length; i += INSERT_CHUNK) {
    const chunk = interests.slice(i, i + INSERT_CHUNK);
    await db
      .insertInto('push_device_interests')
      .values(chunk.map((interest) => ({ device_id: deviceId, interest })))
      .execute();
  }
}

export async function countInterests(db: Db, deviceId: string): Promise<number> {
  const row = await db
    .selectFrom('push_device_interests')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('device_id', '=', deviceId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listInterests(db: Db, deviceId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('push_device_interests')
    .select('interest')
    .where('device_id', '=', deviceId)
    .orderBy('interest')
    .execute();
  return rows.map((r) => r.interest);
}

/** The devices of these users whose user was set by a session still live: the ones that may be told. */
export async function devicesOfUsers(db: Db, userIds: readonly number[], now: Instant) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('push_devices')
    .innerJoin('sessions', 'sessions.jti', 'push_devices.session_jti')
    .select(['push_devices.id', 'push_devices.user_id'])
    .where('push_devices.user_id', 'in', [...userIds])
    .whereRef('sessions.user_id', '=', 'push_devices.user_id')
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .orderBy('push_devices.id')
    .execute();
}

/** The devices with any of these interests, each once. */
export async function devicesWithInterests(db: Db, interests: readonly string[]) {
  if (interests.length === 0) return [];
  return db
    .selectFrom('push_device_interests')
    .select('device_id as id')
    .distinct()
    .where('interest', 'in', [...interests])
    .orderBy('device_id')
    .execute();
}

/**
 * The device, locked until the transaction ends on PostgreSQL (SQLite runs one writing transaction
 * at a time): concurrent changes of one device's interests or user happen one after the other.
 */
export async function lockDevice(db: Db, engine: Engine, instanceId: string, id: string) {
  return db
    .selectFrom('push_devices')
    .select(['id', 'user_id', 'session_jti'])
    .where('id', '=', id)
    .where('instance_id', '=', instanceId)
    .$if(engine === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}

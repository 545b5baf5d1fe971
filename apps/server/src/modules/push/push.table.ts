import type { Generated } from 'kysely';
import type { Instant } from '../../db/values.ts';

/** A browser registered through the device API (migration 0024); its id is its credential. */
export interface PushDevicesTable {
  /** `web-<uuid>`. */
  id: string;
  instance_id: string;
  /** The token as the client sent it (base64 of the PushSubscription's JSON). */
  token: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_id: number | null;
  /** The session (issued token's jti) that set the user: pushes stop when it ends. */
  session_jti: string | null;
  sdk_version: string;
  user_agent: string | null;
  created_at: Instant;
  updated_at: Instant;
}

export interface PushDeviceInterestsTable {
  device_id: string;
  interest: string;
}

/** The persistent queue of pushes (`channel` 'push') and e-mails ('email'). */
export interface DeliveryQueueTable {
  id: Generated<number>;
  channel: 'push' | 'email';
  device_id: string | null;
  user_id: number | null;
  notification_id: number | null;
  /** JSON: the Web Push payload, or the e-mail's template input. */
  payload: string;
  attempts: Generated<number>;
  next_attempt_at: Instant;
  locked_until: Instant | null;
  locked_by: string | null;
  sent_at: Instant | null;
  failed_at: Instant | null;
  last_error: string | null;
  created_at: Instant;
}

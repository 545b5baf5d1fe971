import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { notificationDigestMail, notificationMail } from '../../mail/templates.ts';
import { findMailRecipient } from './notification-delivery.repository.ts';

const text = z.string().max(10_000);
const notificationPayloadSchema = z.object({
  type: z.literal('notification'),
  userId: z.number().int(),
  kind: z.string(),
  title: text,
  body: text.nullable(),
  link: text.nullable(),
});
const digestPayloadSchema = z.object({
  type: z.literal('digest'),
  userId: z.number().int(),
  /** The Rome day the digest was made for (`YYYY-MM-DD`). */
  day: z.string(),
  items: z.array(
    z.object({ title: text, body: text.nullable(), link: text.nullable(), created_at: z.string() }),
  ),
  /** Unread notifications of the day beyond those listed. */
  more: z.number().int(),
});
const payloadSchema = z.discriminatedUnion('type', [notificationPayloadSchema, digestPayloadSchema]);

/** What an 'email' row of `delivery_queue` carries (its `payload`, as JSON). */
export type NotificationEmailPayload = z.infer<typeof payloadSchema>;

/**
 * Sends one queued e-mail (`delivery_queue` row of channel 'email'; `payload` is the row's JSON,
 * as text or parsed). The recipient's address and name are read now; a user since deactivated,
 * banned or deleted gets nothing (resolves: nothing left to do). Throws when the payload is not
 * one of ours or the mailer fails, to have the worker retry it.
 */
export async function sendQueuedEmail(ctx: AppContext, payload: unknown): Promise<void> {
  const parsed = payloadSchema.safeParse(typeof payload === 'string' ? safeJson(payload) : payload);
  if (!parsed.success) throw new Error('queued e-mail: payload not understood');
  const message = parsed.data;
  const recipient = await findMailRecipient(ctx.db, message.userId);
  if (!recipient) return;
  const name = recipient.name;
  const appUrl = ctx.config.appUrl;
  const mail =
    message.type === 'notification'
      ? notificationMail(recipient.email, name, message, appUrl)
      : notificationDigestMail(recipient.email, name, message.items, message.more, appUrl);
  await ctx.mailer.deliver(mail);
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

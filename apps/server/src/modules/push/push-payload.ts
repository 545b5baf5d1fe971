import { PUSH_INSTANCE_ID } from '@officina/contracts';

/**
 * A push's payload in the hosted provider's web format, so both our service worker and the
 * provider's show it: `notification` (title, body, icon, deep_link) and `data.pusher` (what the
 * provider's worker reports back), plus our `notification_id`.
 */
export interface PushPayload {
  notification: { title: string; body: string; icon: string; deep_link: string };
  data: {
    pusher: { instanceId: string; publishId: string; hasDisplayableContent: true; hasData: true };
    notification_id: number | null;
  };
}

/**
 * Largest payload JSON, in UTF-8 bytes. Web Push carries at most 4096 bytes per message, and the
 * aes128gcm record adds 86 bytes of header, 16 of tag and 1 of padding: 3000 keeps a margin.
 */
export const PUSH_PAYLOAD_MAX_BYTES = 3000;
const TITLE_MAX_CHARS = 200;
const BODY_MAX_CHARS = 1000;
const LINK_MAX_CHARS = 1000;
export const PUSH_ICON_PATH = '/icon-192.png';

const bytesOf = (payload: PushPayload) => Buffer.byteLength(JSON.stringify(payload));

/** At most `chars` code points (never half a surrogate pair), with an ellipsis when cut. */
function cut(text: string, chars: number): string {
  const points = Array.from(text);
  if (points.length <= chars) return text;
  return chars <= 0 ? '' : `${points.slice(0, chars - 1).join('')}…`;
}

/** The longest cut of one field (code points) that keeps the payload within `max` bytes. */
function shrink(payload: PushPayload, field: 'title' | 'body', max: number): void {
  const full = payload.notification[field];
  let lo = 0;
  let hi = Array.from(full).length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    payload.notification[field] = cut(full, mid);
    if (bytesOf(payload) <= max) lo = mid;
    else hi = mid - 1;
  }
  payload.notification[field] = cut(full, lo);
}

/** The payload cut down (body first, then title) to `max` bytes of JSON. */
export function fitPushPayload(payload: PushPayload, max = PUSH_PAYLOAD_MAX_BYTES): PushPayload {
  const fitted: PushPayload = { ...payload, notification: { ...payload.notification } };
  if (bytesOf(fitted) <= max) return fitted;
  shrink(fitted, 'body', max);
  if (bytesOf(fitted) > max) shrink(fitted, 'title', max);
  return fitted;
}

/** An app path (`/todos/12/detail`); anything else (another site, `//host`) becomes the app's root. */
function appPath(link: string | null | undefined): string {
  if (!link?.startsWith('/') || link.startsWith('//') || link.length > LINK_MAX_CHARS) return '/';
  return link;
}

/** The payload as queued: links relative to the app, made absolute by the worker with APP_URL. */
export function buildPushPayload(
  message: { title: string; body?: string | null; link?: string | null; notificationId?: number | null },
  publishId: string,
): PushPayload {
  return fitPushPayload({
    notification: {
      title: cut(message.title, TITLE_MAX_CHARS),
      body: cut(message.body ?? '', BODY_MAX_CHARS),
      icon: PUSH_ICON_PATH,
      deep_link: appPath(message.link),
    },
    data: {
      pusher: { instanceId: PUSH_INSTANCE_ID, publishId, hasDisplayableContent: true, hasData: true },
      notification_id: message.notificationId ?? null,
    },
  });
}

/** What is sent: the queued payload with its icon and deep link under APP_URL, fitted again. */
export function payloadToSend(queued: string, appUrl: string): string {
  const payload = JSON.parse(queued) as PushPayload;
  const absolute = (path: string) =>
    path.startsWith('/') && !path.startsWith('//') ? `${appUrl}${path}` : path;
  payload.notification.icon = absolute(payload.notification.icon);
  payload.notification.deep_link = absolute(payload.notification.deep_link);
  return JSON.stringify(fitPushPayload(payload));
}

/*
 * Officina service worker, served at /service-worker.js with scope / (also when the push provider's
 * web SDK registers it as /service-worker.js?pusherBeamsWebSDKVersion=1.1.0).
 *
 * Web Push (docs/modules/push-web.md): a push carries the provider's payload
 *   { notification: { title, body, icon, deep_link, hide_notification_if_site_has_focus? },
 *     data: { pusher: { instanceId, publishId, … }, notification_id } }
 * and is shown as a notification tagged by its notification id (a repeat replaces it); a click
 * focuses an open window of the app and takes it to the link, or opens a new one. Deliveries and
 * opens are reported to the device API's reporting endpoint as the provider's worker does (best
 * effort). Plain JavaScript, no imports: nothing here may come from another origin.
 */
const DEFAULT_ICON = '/icon-192.png';
const REPORTING_BASE = '/api/push/reporting_api/v2/instances/';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

function readPayload(event) {
  if (!event.data) return null;
  try {
    const payload = event.data.json();
    return payload &&
      typeof payload === 'object' &&
      payload.notification &&
      typeof payload.notification === 'object'
      ? payload
      : null;
  } catch {
    return null;
  }
}

function text(value) {
  return typeof value === 'string' ? value : '';
}

/** The link as an absolute URL; an unusable one is the app's home. */
function absoluteLink(link) {
  try {
    return new URL(text(link) || '/', self.location.origin).href;
  } catch {
    return new URL('/', self.location.origin).href;
  }
}

function windowClients() {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

/** Best effort, like the provider's worker: a failure changes nothing for the person. */
async function report(eventType, pusher) {
  if (!pusher || typeof pusher.instanceId !== 'string' || typeof pusher.publishId !== 'string') return;
  try {
    const visible = (await windowClients()).some((client) => client.visibilityState === 'visible');
    await fetch(`${REPORTING_BASE}${encodeURIComponent(pusher.instanceId)}/events`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        publishId: pusher.publishId,
        event: eventType,
        deviceId: null,
        userId: null,
        timestampSecs: Math.floor(Date.now() / 1000),
        appInBackground: !visible,
        hasDisplayableContent: pusher.hasDisplayableContent === true,
        hasData: pusher.hasData === true,
      }),
    });
  } catch {
    // Reporting is best effort.
  }
}

async function showPush(payload) {
  const notification = payload.notification;
  const data = payload.data && typeof payload.data === 'object' ? payload.data : {};
  const pusher = data.pusher && typeof data.pusher === 'object' ? data.pusher : null;
  if (notification.hide_notification_if_site_has_focus === true) {
    const focused = (await windowClients()).some((client) => client.focused);
    if (focused) return;
  }
  const notificationId = typeof data.notification_id === 'number' ? data.notification_id : null;
  const tagKey = notificationId ?? (pusher && typeof pusher.publishId === 'string' ? pusher.publishId : null);
  const options = {
    body: text(notification.body),
    icon: text(notification.icon) || DEFAULT_ICON,
    badge: DEFAULT_ICON,
    data: { link: absoluteLink(notification.deep_link), notificationId, pusher },
  };
  if (tagKey !== null) options.tag = `officina-${tagKey}`;
  await self.registration.showNotification(text(notification.title) || 'Officina', options);
  await report('delivery', pusher);
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  if (!payload) return;
  event.waitUntil(showPush(payload));
});

/** The link of a notification: ours (`data.link`) or one shown by the provider's worker. */
function linkOf(notification) {
  const data = notification.data || {};
  if (typeof data.link === 'string') return data.link;
  const provider = data.pusher?.customerPayload;
  return absoluteLink(provider?.notification ? provider.notification.deep_link : '/');
}

async function openLink(link, pusher) {
  const target = new URL(link);
  const sameOrigin = target.origin === self.location.origin;
  const windows = await windowClients();
  const open = sameOrigin
    ? (windows.find((client) => client.focused) ??
      windows.find((client) => new URL(client.url).origin === target.origin))
    : undefined;
  let shown = false;
  if (open) {
    try {
      const focused = await open.focus();
      shown = focused.url === target.href || Boolean(await focused.navigate(target.href));
    } catch {
      // A window this worker doesn't control can't be navigated: open the link instead.
    }
  }
  if (!shown) await self.clients.openWindow(target.href);
  const metadata = pusher?.pusherMetadata ? pusher.pusherMetadata : pusher;
  await report('open', metadata);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  event.waitUntil(openLink(linkOf(event.notification), data.pusher || null));
});

import { pushClientMessages } from './push-messages.ts';

/** Why this browser cannot receive push: not a secure context, no service workers, no Push API. */
export type PushSupportProblem = 'insecure' | 'no-service-worker' | 'no-push';

export function pushSupportProblem(): PushSupportProblem | null {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return 'no-push';
  if (!window.isSecureContext) return 'insecure';
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker) return 'no-service-worker';
  if (!('PushManager' in window) || !('Notification' in window)) return 'no-push';
  return null;
}

export function supportMessage(problem: PushSupportProblem): string {
  if (problem === 'insecure') return pushClientMessages.insecure;
  if (problem === 'no-service-worker') return pushClientMessages.noServiceWorker;
  return pushClientMessages.noPush;
}

/** The device's token, as the provider's SDK makes it: base64 of the subscription's JSON. */
export function encodeSubscription(subscription: PushSubscription): string {
  return btoa(JSON.stringify(subscription));
}

/** The VAPID public key (base64url) as the bytes `applicationServerKey` wants. */
export function urlBase64ToUint8Array(base64url: string): Uint8Array<ArrayBuffer> {
  const padding = '='.repeat((4 - (base64url.length % 4)) % 4);
  const base64 = (base64url + padding).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import webPush from 'web-push';
import { isPublicAddress, publicOnlyLookup } from './endpoint-guard.ts';
import type { PushSubscriptionKeys } from './push-subscription.ts';
import type { VapidDetails } from './vapid-keys.ts';

/** How long a push service may take to answer. */
export const PUSH_SEND_TIMEOUT_MS = 10_000;
/** How long the push service keeps a message for an offline browser (seconds): a day. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const MAX_RESPONSE_BYTES = 16 * 1024;

export interface PushResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** The endpoint is no longer one the server may call (its address changed, the allow list did). */
export class EndpointRefusedError extends Error {}

/**
 * Sends one encrypted message (aes128gcm, signed with the VAPID key) to a subscription and answers
 * the push service's reply, whatever its status; throws on network errors and time-outs. The
 * endpoint is checked again here: an allow-listed origin goes as is, anything else only over https
 * to public addresses, connecting to the address the check accepted.
 */
export async function sendWebPush(
  subscription: PushSubscriptionKeys,
  payload: string,
  vapid: VapidDetails,
  endpointAllow: readonly string[],
): Promise<PushResponse> {
  const url = new URL(subscription.endpoint);
  const allowListed = endpointAllow.some((origin) => {
    try {
      return new URL(origin).origin === url.origin;
    } catch {
      return false;
    }
  });
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!allowListed) {
    if (url.protocol !== 'https:') throw new EndpointRefusedError('endpoint non https');
    if (net.isIP(host) && !isPublicAddress(host)) throw new EndpointRefusedError('indirizzo non pubblico');
  }
  const details = webPush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    payload,
    {
      vapidDetails: vapid,
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    },
  );
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<PushResponse>((resolve, reject) => {
    const request = client.request(
      {
        protocol: url.protocol,
        hostname: host,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: details.headers as http.OutgoingHttpHeaders,
        timeout: PUSH_SEND_TIMEOUT_MS,
        ...(allowListed ? {} : { lookup: publicOnlyLookup as never }),
        ...(url.protocol === 'https:' && !net.isIP(host) ? { servername: host } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= MAX_RESPONSE_BYTES) chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8').slice(0, 1000),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('Timeout del servizio push')));
    request.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EPUSHADDRESS' ? new EndpointRefusedError(error.message) : error),
    );
    request.end(details.body ?? undefined);
  });
}

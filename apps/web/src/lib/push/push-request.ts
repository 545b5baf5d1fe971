import { readXsrfToken, XSRF_HEADER } from '../api/xsrf.ts';
import { PushError, pushClientMessages } from './push-messages.ts';

export interface PushRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The Italian message of a failed answer: ours (`alert.message`), the device API's `description`, or the status. */
export function pushErrorMessage(status: number, body: unknown): string {
  if (body && typeof body === 'object') {
    const record = body as { alert?: { message?: unknown }; description?: unknown; message?: unknown };
    if (typeof record.alert?.message === 'string') return record.alert.message;
    if (typeof record.description === 'string' && record.description) return record.description;
    if (typeof record.message === 'string' && record.message) return record.message;
  }
  return pushClientMessages.requestFailed(status);
}

/**
 * One device-API call as the provider's SDK makes it (JSON in and out, same-origin credentials),
 * plus the anti-forgery header when the cookie exists. Answers the parsed body (null when empty);
 * a non-2xx answer or a network failure throws a PushError with an Italian message.
 */
export async function pushRequest<T = unknown>({ method, url, body, headers = {} }: PushRequest): Promise<T> {
  const sent: Record<string, string> = { Accept: 'application/json', ...headers };
  if (body !== undefined) sent['Content-Type'] = 'application/json';
  const xsrf = readXsrfToken();
  if (xsrf && method !== 'GET') sent[XSRF_HEADER] = xsrf;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: sent,
      credentials: 'same-origin',
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new PushError(pushClientMessages.network);
  }
  const raw = await response.text().catch(() => '');
  let parsed: unknown = null;
  if (raw) {
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = null;
    }
  }
  if (!response.ok) throw new PushError(pushErrorMessage(response.status, parsed), response.status);
  return parsed as T;
}

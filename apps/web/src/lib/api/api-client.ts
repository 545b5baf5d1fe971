import type { Endpoint } from '@officina/contracts';
import type { z } from 'zod';
import { loadingStore } from '../loading-store.ts';
import { getToken } from '../session/session-store.ts';
import { showToast } from '../toast.ts';
import { ApiError } from './api-error.ts';
import { type EndpointRef, endpoints } from './endpoints.ts';
import { interpretError } from './error-catalogue.ts';
import { endExpiredSession } from './session-expired.ts';
import { readXsrfToken, XSRF_HEADER } from './xsrf.ts';

export const API_BASE = '/api';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Values for `:name` segments of the endpoint path. */
  params?: Record<string, string | number>;
  /** false: the request does not turn the loading overlay on (GET user/permissions, for one). */
  loading?: boolean;
  /** false: the caller deals with failures; no toast, no logout. */
  handleErrors?: boolean;
  /** Bearer to use instead of the session's (logout sends the token it is revoking). */
  token?: string | null;
  signal?: AbortSignal;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function buildUrl(path: string, params?: RequestOptions['params'], query?: RequestOptions['query']) {
  const filled = path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${API_BASE}${filled}${qs ? `?${qs}` : ''}`;
}

async function parseBody(response: Response): Promise<unknown> {
  const raw = await response.text();
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return { message: raw };
  }
}

/** The server sets XSRF-TOKEN on any answer; a state-changing call without it first asks /health. */
async function ensureXsrfCookie(): Promise<string | null> {
  const existing = readXsrfToken();
  if (existing) return existing;
  await fetch(`${API_BASE}${endpoints.health.path}`, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  }).catch(() => undefined);
  return readXsrfToken();
}

function fail(status: number, body: unknown, handleErrors: boolean): never {
  if (handleErrors) {
    const outcome = interpretError(status, body);
    for (const toast of outcome.toasts) showToast(toast);
    if (outcome.endSession) endExpiredSession();
  }
  throw new ApiError(status, body);
}

/** Low-level call: base /api, JSON, bearer, XSRF header, no time-out; 2xx is success. */
export async function request<T = unknown>(method: string, path: string, options: RequestOptions = {}) {
  const { body, loading = true, handleErrors = true, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = options.token === undefined ? getToken() : options.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  if (loading) loadingStore.getState().start();
  try {
    // Only a state-changing call carries the token (the server checks no other, plugins/xsrf.ts):
    // reading document.cookie is a round trip to the browser's network process, which the dozen
    // reads a signed-in page starts with paid for nothing.
    if (MUTATING.has(method)) {
      const xsrf = await ensureXsrfCookie();
      if (xsrf) headers[XSRF_HEADER] = xsrf;
    }
    let response: Response;
    try {
      response = await fetch(buildUrl(path, options.params, options.query), {
        method,
        headers,
        credentials: 'same-origin',
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      fail(0, null, handleErrors);
    }
    const data = await parseBody(response);
    if (!response.ok) fail(response.status, data, handleErrors);
    const alert = (data as { alert?: { message?: unknown; type?: unknown; timeout?: unknown } } | null)
      ?.alert;
    if (alert && typeof alert.message === 'string') {
      showToast({
        message: alert.message,
        type: (alert.type as 'info' | 'success' | 'warning' | 'error' | undefined) ?? 'info',
        ...(typeof alert.timeout === 'number' ? { timeout: alert.timeout } : {}),
      });
    }
    return data as T;
  } finally {
    if (loading) loadingStore.getState().stop();
  }
}

/**
 * Typed call of an endpoint described in @officina/contracts: the endpoint itself (lazy feature code)
 * or its zod-free reference from endpoints.ts (code on the entry and login path).
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E | EndpointRef<E>,
  options: RequestOptions = {},
): Promise<z.infer<E['response']>> {
  return request<z.infer<E['response']>>(endpoint.method, endpoint.path, options);
}

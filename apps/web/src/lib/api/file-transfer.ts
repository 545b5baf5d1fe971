import { getToken } from '../session/session-store.ts';
import { showToast } from '../toast.ts';
import { API_BASE, buildUrl } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { interpretError } from './error-catalogue.ts';
import { endExpiredSession } from './session-expired.ts';
import { readXsrfToken, XSRF_HEADER } from './xsrf.ts';

/*
 * File helpers for every feature that downloads or uploads. Files travel outside callEndpoint, which
 * speaks JSON only: exports answer a file, imports send multipart/form-data. Same bearer, XSRF header and error catalogue as every other call.
 */

type Query = Record<string, string | number | boolean | null | undefined>;

async function headers(mutating: boolean): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  const token = getToken();
  if (token) result.Authorization = `Bearer ${token}`;
  let xsrf = readXsrfToken();
  if (!xsrf && mutating) {
    await fetch(`${API_BASE}/health`, { credentials: 'same-origin' }).catch(() => undefined);
    xsrf = readXsrfToken();
  }
  if (xsrf) result[XSRF_HEADER] = xsrf;
  return result;
}

async function failWith(response: Response, handleErrors: boolean): Promise<never> {
  const raw = await response.text();
  let body: unknown = null;
  try {
    body = raw ? JSON.parse(raw) : null;
  } catch {
    body = { message: raw };
  }
  if (handleErrors) {
    const outcome = interpretError(response.status, body);
    for (const toast of outcome.toasts) showToast(toast);
    if (outcome.endSession) endExpiredSession();
  }
  throw new ApiError(response.status, body);
}

/** `filename="clienti-2026-11-22.xlsx"` (or RFC 5987 `filename*=UTF-8''…`) of Content-Disposition. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (extended?.[1]) return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/** GETs a file and hands it to the browser as a download; resolves with the file name. */
export async function downloadFile(path: string, query: Query, fallbackName: string): Promise<string> {
  const response = await fetch(buildUrl(path, undefined, query), {
    headers: { Accept: '*/*', ...(await headers(false)) },
    credentials: 'same-origin',
  }).catch(() => {
    showToast({ message: 'Impossibile contattare il server. Riprova.', type: 'error' });
    throw new ApiError(0, null);
  });
  if (!response.ok) await failWith(response, true);
  const name = fileNameFrom(response.headers.get('Content-Disposition'), fallbackName);
  saveBlob(await response.blob(), name);
  return name;
}

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * POSTs multipart/form-data and parses the JSON answer. Fields are appended in the given order: the
 * server reads `mapping` before `file`, so the file comes last.
 */
export async function postForm<T>(
  path: string,
  fields: readonly (readonly [string, string | Blob])[],
  options: { handleErrors?: boolean; query?: Query; method?: 'POST' | 'PUT' } = {},
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  const response = await fetch(buildUrl(path, undefined, options.query), {
    method: options.method ?? 'POST',
    headers: { Accept: 'application/json', ...(await headers(true)) },
    credentials: 'same-origin',
    body: form,
  }).catch(() => {
    showToast({ message: 'Impossibile contattare il server. Riprova.', type: 'error' });
    throw new ApiError(0, null);
  });
  if (!response.ok) await failWith(response, options.handleErrors ?? true);
  return (await response.json()) as T;
}

/** DELETE/PUT-free helper for multipart uploads that answer JSON, e.g. a logo: same as postForm. */
export const uploadFile = <T>(
  path: string,
  file: Blob,
  field = 'file',
  options: { handleErrors?: boolean } = {},
) => postForm<T>(path, [[field, file]], options);

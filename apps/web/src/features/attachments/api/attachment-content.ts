import { buildUrl } from '../../../lib/api/api-client.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { readXsrfToken, XSRF_HEADER } from '../../../lib/api/xsrf.ts';
import { getToken } from '../../../lib/session/session-store.ts';

/*
 * The bytes of a file travel with the bearer token (there is no cookie session), so neither a plain
 * link nor an <img src> can fetch them: they are fetched here and shown through blob: URLs.
 */

function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = { Accept: '*/*' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const xsrf = readXsrfToken();
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  return headers;
}

/** GET /attachments/:id/preview or /download as a Blob (typed by the answer's Content-Type). */
export async function fetchAttachmentBlob(
  id: number,
  what: 'preview' | 'download',
  signal?: AbortSignal,
): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(buildUrl(`/attachments/:id/${what}`, { id }), {
      headers: authHeaders(),
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, null);
  }
  if (!response.ok) {
    const raw = await response.text().catch(() => '');
    let body: unknown = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = null;
    }
    throw new ApiError(response.status, body);
  }
  return response.blob();
}

/** The Italian message of a failed read of the bytes. */
export function contentErrorMessage(error: unknown): string {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 0) return 'Impossibile contattare il server. Riprova.';
  if (status === 404) return 'Il file non esiste più.';
  if (status === 403) return 'Non hai il permesso di aprire questo file.';
  if (status === 415) return 'Anteprima non disponibile per questo tipo di file.';
  const message = (error as ApiError).body as { message?: unknown } | null;
  return typeof message?.message === 'string' && status < 500
    ? message.message
    : 'Non è stato possibile aprire il file. Riprova.';
}

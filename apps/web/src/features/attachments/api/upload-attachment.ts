import type { Attachment, AttachmentRecordType } from '@officina/contracts';
import { API_BASE, buildUrl } from '../../../lib/api/api-client.ts';
import { endExpiredSession } from '../../../lib/api/session-expired.ts';
import { readXsrfToken, XSRF_HEADER } from '../../../lib/api/xsrf.ts';
import { getToken } from '../../../lib/session/session-store.ts';
import { parseErrorBody, uploadErrorMessage } from '../utils/upload-error.ts';

/** The record the files go to; null: a file of its own, from the /attachments page. */
export type UploadTarget = { recordType: AttachmentRecordType; recordId: number } | null;

/** A failed upload: the HTTP status (0: no answer) and the Italian message to show under the file. */
export class UploadError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
  }
}

/** The user pressed "Annulla" on the file. */
export class UploadCancelled extends Error {
  constructor() {
    super('Caricamento annullato');
    this.name = 'UploadCancelled';
  }
}

export interface UploadRequest {
  file: File;
  target: UploadTarget;
  /** Bytes of the body sent so far, of `total` (the multipart body, a little more than the file). */
  onProgress: (loaded: number, total: number) => void;
  /** "25 MB", for the 413 message when the server gives none. */
  limitText?: string;
}

export interface UploadHandle {
  done: Promise<Attachment>;
  /** Aborts the request: `done` rejects with UploadCancelled, the server keeps nothing. */
  abort: () => void;
}

/** The XSRF cookie the server sets on any answer; asked of /health when there is none yet. */
async function xsrfToken(): Promise<string | null> {
  const existing = readXsrfToken();
  if (existing) return existing;
  await fetch(`${API_BASE}/health`, { credentials: 'same-origin' }).catch(() => undefined);
  return readXsrfToken();
}

/**
 * POST /attachments, one file per request, with XMLHttpRequest (fetch has no upload progress):
 * `record_type` and `record_id` before the `file` part, as the server reads them; the bearer and
 * the XSRF header as every other call.
 */
export function uploadAttachment({ file, target, onProgress, limitText }: UploadRequest): UploadHandle {
  const xhr = new XMLHttpRequest();
  let aborted = false;
  const done = (async () => {
    const xsrf = await xsrfToken();
    if (aborted) throw new UploadCancelled();
    const form = new FormData();
    if (target) {
      form.append('record_type', target.recordType);
      form.append('record_id', String(target.recordId));
    }
    form.append('file', file, file.name);
    return new Promise<Attachment>((resolve, reject) => {
      xhr.open('POST', buildUrl('/attachments'));
      xhr.setRequestHeader('Accept', 'application/json');
      const token = getToken();
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      if (xsrf) xhr.setRequestHeader(XSRF_HEADER, xsrf);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      };
      xhr.onabort = () => reject(new UploadCancelled());
      xhr.onerror = () => reject(new UploadError(0, uploadErrorMessage(0, null, limitText)));
      xhr.onload = () => {
        const body = parseErrorBody(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300) {
          const attachment = (body as { attachment?: Attachment } | null)?.attachment;
          if (attachment) resolve(attachment);
          else reject(new UploadError(xhr.status, 'Risposta del server non valida.'));
          return;
        }
        if (xhr.status === 401) endExpiredSession();
        reject(new UploadError(xhr.status, uploadErrorMessage(xhr.status, body, limitText)));
      };
      xhr.send(form);
    });
  })();
  return {
    done,
    abort: () => {
      aborted = true;
      if (xhr.readyState !== XMLHttpRequest.UNSENT && xhr.readyState !== XMLHttpRequest.DONE) xhr.abort();
    },
  };
}

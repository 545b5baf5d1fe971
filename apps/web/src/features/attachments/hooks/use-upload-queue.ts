import type { Attachment } from '@officina/contracts';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  UploadCancelled,
  UploadError,
  type UploadHandle,
  type UploadRequest,
  type UploadTarget,
  uploadAttachment,
} from '../api/upload-attachment.ts';
import { formatFileSize } from '../utils/format-size.ts';
import { precheckFile, type UploadItem, uploadQueueReducer } from '../utils/upload-queue.ts';

/** How long a finished ("Caricato") or cancelled row stays before it goes. */
export const FINISHED_ROW_MS = 4000;

export interface UploadQueueOptions {
  target: UploadTarget;
  /** The server's limit in bytes, when it says it; else the 413 answers. */
  limitBytes?: number | null;
  /** After each stored file (the lists refresh). */
  onUploaded?: (attachment: Attachment) => void;
  /** The transport (tests pass a fake). */
  send?: (request: UploadRequest) => UploadHandle;
}

export interface UploadQueue {
  items: readonly UploadItem[];
  /** Starts one request per file, all at once. */
  add: (files: readonly File[]) => void;
  cancel: (key: string) => void;
  dismiss: (key: string) => void;
}

let sequence = 0;

/** The files of an upload area: one request each, in parallel, with progress, cancel and errors. */
export function useUploadQueue({
  target,
  limitBytes = null,
  onUploaded,
  send = uploadAttachment,
}: UploadQueueOptions): UploadQueue {
  const [items, dispatch] = useReducer(uploadQueueReducer, []);
  const handles = useRef(new Map<string, UploadHandle>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const latest = useRef({ target, limitBytes, onUploaded, send });
  latest.current = { target, limitBytes, onUploaded, send };

  // Leaving the page aborts what is still on its way (nothing half-stored stays on the server).
  useEffect(() => {
    const open = handles.current;
    const pending = timers.current;
    return () => {
      for (const handle of open.values()) handle.abort();
      open.clear();
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  // A reload or a closed tab while files are on their way asks first (the browser's own question).
  const running = items.some((item) => item.status === 'uploading');
  useEffect(() => {
    if (!running) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [running]);

  const later = useCallback((key: string) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      dispatch({ type: 'dismiss', key });
    }, FINISHED_ROW_MS);
    timers.current.add(timer);
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const { target: to, limitBytes: limit, send: transport } = latest.current;
      const limitText = limit === null ? '' : formatFileSize(limit);
      const entries = files.map((file) => {
        sequence += 1;
        return { file, key: `upload-${sequence}`, error: precheckFile(file, limit, limitText) };
      });
      dispatch({
        type: 'add',
        items: entries.map(({ file, key, error }) => ({
          key,
          name: file.name,
          size: file.size,
          ...(error ? { error } : {}),
        })),
      });
      for (const { file, key, error } of entries) {
        if (error) continue;
        const handle = transport({
          file,
          target: to,
          ...(limitText ? { limitText } : {}),
          onProgress: (loaded, total) => dispatch({ type: 'progress', key, loaded, total }),
        });
        handles.current.set(key, handle);
        handle.done
          .then(
            (attachment) => {
              dispatch({ type: 'done', key, attachment });
              latest.current.onUploaded?.(attachment);
              later(key);
            },
            (reason: unknown) => {
              if (reason instanceof UploadCancelled) {
                dispatch({ type: 'cancelled', key });
                later(key);
              } else {
                const message = reason instanceof UploadError ? reason.message : 'Caricamento non riuscito.';
                dispatch({ type: 'failed', key, error: message });
              }
            },
          )
          .finally(() => handles.current.delete(key));
      }
    },
    [later],
  );

  const cancel = useCallback((key: string) => handles.current.get(key)?.abort(), []);
  const dismiss = useCallback((key: string) => dispatch({ type: 'dismiss', key }), []);

  return { items, add, cancel, dismiss };
}

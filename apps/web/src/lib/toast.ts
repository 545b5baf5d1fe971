import type { AlertType } from '@officina/contracts';

/** Error toasts last 2000 ms, every other toast 5000 ms unless the alert says otherwise. */
export const ERROR_TOAST_MS = 2000;
export const DEFAULT_TOAST_MS = 5000;
export const MAX_TOASTS = 20;

export interface ToastRequest {
  message: string;
  type?: AlertType;
  timeout?: number;
}

export function defaultTimeoutFor(type: AlertType): number {
  return type === 'error' ? ERROR_TOAST_MS : DEFAULT_TOAST_MS;
}

let toastify: Promise<typeof import('react-toastify')> | undefined;

/**
 * react-toastify (≈ 12 KB gzip with its injected CSS) is loaded on first use rather than with the entry
 * chunk: no page needs a toast to first paint, and /login must stay ≤ 150 KB gzip. Toasts asked for
 * before the container mounts are queued by react-toastify and shown once it does; they keep their order
 * because every call waits on the same promise.
 */
export function loadToastify(): Promise<typeof import('react-toastify')> {
  toastify ??= import('react-toastify');
  return toastify;
}

export function showToast({ message, type = 'info', timeout }: ToastRequest): void {
  loadToastify().then(
    ({ toast }) => toast(message, { type, autoClose: timeout ?? defaultTimeoutFor(type) }),
    (error: unknown) => console.error('Notifiche non disponibili', message, error),
  );
}

export const notify = {
  success: (message: string) => showToast({ message, type: 'success' }),
  info: (message: string) => showToast({ message, type: 'info' }),
  error: (message: string) => showToast({ message, type: 'error' }),
};

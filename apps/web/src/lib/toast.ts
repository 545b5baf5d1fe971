import type { AlertType } from '@officina/contracts';
import { toast } from 'react-toastify';

/** SPEC §9: error toasts last 2000 ms, every other toast 5000 ms unless the alert says otherwise. */
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

export function showToast({ message, type = 'info', timeout }: ToastRequest): void {
  toast(message, { type, autoClose: timeout ?? defaultTimeoutFor(type) });
}

export const notify = {
  success: (message: string) => showToast({ message, type: 'success' }),
  info: (message: string) => showToast({ message, type: 'info' }),
  error: (message: string) => showToast({ message, type: 'error' }),
};

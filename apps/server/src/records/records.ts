import { errorMessages } from '@officina/contracts';
import type { Instant } from '../db/values.ts';
import { alertError } from '../http/api-error.ts';

/** 409 with the Italian alert: someone saved the record after this form read it. */
export function staleRecord() {
  return alertError(409, errorMessages.conflict, 'warning');
}

export function notFound(message: string) {
  return alertError(404, message);
}

/**
 * A new `updated_at` strictly after the previous one, so two saves within one millisecond still
 * give the record a new version for the optimistic lock.
 */
export function nextVersion(previous: Instant): Instant {
  const now = Date.now();
  const before = Date.parse(previous);
  return new Date(Number.isNaN(before) || now > before ? now : before + 1).toISOString();
}

import {
  addDays,
  KEYHOLDER_EXPIRING_DAYS,
  type KeyholderExpiryState,
  type KeyholderKind,
  type KeyholderView,
  romeDateOf,
} from '@officina/contracts';
import { toBool } from '../../db/values.ts';
import type { KeyholderViewRow } from './keyholder.repository.ts';

/** Today in Europe/Rome, `YYYY-MM-DD`: what expiry dates are read against. */
export function romeToday(now = Date.now()): string {
  return romeDateOf(now);
}

/** The last expiry day flagged "in scadenza" today. */
export function expiringBy(today: string): string {
  return addDays(today, KEYHOLDER_EXPIRING_DAYS);
}

/** Expired before today, expiring within KEYHOLDER_EXPIRING_DAYS (today included), or valid. */
export function expiryState(expiresOn: string | null, today: string): KeyholderExpiryState | null {
  if (expiresOn === null) return null;
  if (expiresOn < today) return 'scaduta';
  return expiresOn <= expiringBy(today) ? 'in_scadenza' : 'valida';
}

/** A stored row as the API answers it: flags instead of the sealed values, the author's name. */
export function toKeyholderView(row: KeyholderViewRow, today: string): KeyholderView {
  const { created_by_first_name: first, created_by_surname: last, has_secret, has_notes, ...view } = row;
  return {
    ...view,
    kind: view.kind as KeyholderKind,
    has_secret: toBool(has_secret),
    has_notes: toBool(has_notes),
    expiry_state: expiryState(view.expires_on, today),
    created_by_name: first ? `${first} ${last ?? ''}`.trim() : null,
  };
}

import { describe, expect, it } from 'vitest';
import {
  canResendInvitation,
  lastSignInLabel,
  userStatusLabel,
  userStatusOf,
  withUserParam,
} from './user-status.ts';

const user = { active: true, banned: false, invited: false, last_login_at: null as string | null };

describe('user status', () => {
  it('is one state, banned before inactive before invited', () => {
    expect(userStatusOf(user)).toBe('active');
    expect(userStatusOf({ ...user, invited: true })).toBe('invited');
    expect(userStatusOf({ ...user, invited: true, active: false })).toBe('inactive');
    expect(userStatusOf({ ...user, active: false, banned: true })).toBe('banned');
    expect(userStatusLabel({ ...user, banned: true })).toBe('Bloccato');
    expect(userStatusLabel({ ...user, active: false })).toBe('Disattivato');
    expect(userStatusLabel({ ...user, invited: true })).toBe('Invitato');
    expect(userStatusLabel(user)).toBe('Attivo');
  });

  it('shows the last sign-in day-first with the time (the browser’s clock), or «mai»', () => {
    expect(lastSignInLabel(null)).toBe('mai');
    expect(lastSignInLabel('2026-11-25T11:30:00.000Z')).toMatch(/^25\/11\/2026 \d{2}:30$/);
  });

  it('offers a new invitation only to an active user who never signed in', () => {
    expect(canResendInvitation(user)).toBe(true);
    expect(canResendInvitation({ ...user, last_login_at: '2026-11-25T13:30:00.000Z' })).toBe(false);
    expect(canResendInvitation({ ...user, active: false })).toBe(false);
    expect(canResendInvitation({ ...user, banned: true })).toBe(false);
  });

  it('opens and closes a user over the list, keeping its filters', () => {
    expect(withUserParam('?q=rossi&status=inactive', 7)).toBe('?q=rossi&status=inactive&user=7');
    expect(withUserParam('?q=rossi&user=7', 9)).toBe('?q=rossi&user=9');
    expect(withUserParam('?q=rossi&user=7', null)).toBe('?q=rossi');
    expect(withUserParam('', null)).toBe('');
  });
});

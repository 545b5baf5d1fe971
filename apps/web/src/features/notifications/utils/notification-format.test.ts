import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from '../../../lib/time/relative-time.ts';
import { appLink, bellLabel, formatUnreadCount } from './notification-format.ts';

describe('formatUnreadCount', () => {
  it('shows the count up to 99, then 99+, and nothing at zero', () => {
    expect(formatUnreadCount(0)).toBe('');
    expect(formatUnreadCount(-2)).toBe('');
    expect(formatUnreadCount(1)).toBe('1');
    expect(formatUnreadCount(99)).toBe('99');
    expect(formatUnreadCount(100)).toBe('99+');
    expect(formatUnreadCount(12_345)).toBe('99+');
  });
});

describe('bellLabel', () => {
  it('names the bell with how many are unread, singular and plural', () => {
    expect(bellLabel(0)).toBe('Notifiche');
    expect(bellLabel(1)).toBe('Notifiche, 1 non letta');
    expect(bellLabel(3)).toBe('Notifiche, 3 non lette');
    expect(bellLabel(150)).toBe('Notifiche, 99+ non lette');
  });
});

describe('formatRelativeTime', () => {
  // 26/11/2026 10:00 in Rome (winter time, UTC+1).
  const now = Date.parse('2026-11-26T09:00:00Z');

  it('says "adesso" and minutes within the hour', () => {
    expect(formatRelativeTime('2026-11-26T08:59:30Z', now)).toBe('adesso');
    expect(formatRelativeTime('2026-11-26T08:48:00Z', now)).toBe('12 min fa');
  });

  it('says "oggi alle" and "ieri alle" by the Rome calendar day', () => {
    expect(formatRelativeTime('2026-11-26T07:12:00Z', now)).toBe('oggi alle 08:12');
    // 00:05 in Rome is still today although it is the 25th in UTC.
    expect(formatRelativeTime('2026-11-25T23:05:00Z', now)).toBe('oggi alle 00:05');
    expect(formatRelativeTime('2026-11-25T22:55:00Z', now)).toBe('ieri alle 23:55');
    expect(formatRelativeTime('2026-11-25T05:00:00Z', now)).toBe('ieri alle 06:00');
  });

  it('writes older days first, in Rome time across the clock change', () => {
    expect(formatRelativeTime('2026-11-24T08:12:00Z', now)).toBe('24/11/2026 alle 09:12');
    expect(formatRelativeTime('2026-10-24T08:12:00Z', now)).toBe('24/10/2026 alle 10:12');
    expect(formatRelativeTime('2025-12-31T23:30:00Z', now)).toBe('01/01/2026 alle 00:30');
  });

  it('handles yesterday across a month end and an invalid date', () => {
    const first = Date.parse('2026-12-01T07:00:00Z');
    expect(formatRelativeTime('2026-11-30T17:00:00Z', first)).toBe('ieri alle 18:00');
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});

describe('appLink', () => {
  it('follows only paths of this app', () => {
    expect(appLink('/todos/12/detail')).toBe('/todos/12/detail');
    expect(appLink(null)).toBeNull();
    expect(appLink('')).toBeNull();
    expect(appLink('https://evil.example/')).toBeNull();
    expect(appLink('//evil.example/')).toBeNull();
    expect(appLink('/\\evil.example/')).toBeNull();
    expect(appLink('javascript:alert(1)')).toBeNull();
  });
});

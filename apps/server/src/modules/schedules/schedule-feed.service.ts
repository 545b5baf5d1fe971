import { createHash, randomBytes } from 'node:crypto';
import { type AppAbility, can, defineAbilityFor, type ScheduleFeed } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { nowIso, toBool } from '../../db/values.ts';
import { parseRules } from '../user/user.mapper.ts';
import { findFeedOwner, findFeedToken, replaceFeedToken } from './schedule-feed.repository.ts';

/** The address of a token: `${APP_URL}/api/ics/<token>.ics`. */
export function feedUrl(appUrl: string, token: string): string {
  return `${appUrl}/api/ics/${token}.ics`;
}

/** SHA-256 of a token (hex): only this is stored, so the database alone opens no feed. */
export function hashFeedToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * GET /schedules/feed. The token itself is not stored, so the address can only be shown when it
 * is made: afterwards `url` is null and `created_at` says a feed exists (regenerate to see one).
 */
export async function getScheduleFeed(db: Db, userId: number): Promise<ScheduleFeed> {
  const row = await findFeedToken(db, userId);
  return { url: null, created_at: row?.created_at ?? null };
}

/** POST /schedules/feed: a new random token (32 bytes, base64url) replaces the previous one at once. */
export async function regenerateScheduleFeed(db: Db, userId: number, appUrl: string): Promise<ScheduleFeed> {
  const token = randomBytes(32).toString('base64url');
  const now = nowIso();
  await replaceFeedToken(db, userId, hashFeedToken(token), now);
  return { url: feedUrl(appUrl, token), created_at: now };
}

/** The owner of a feed token: an active user who may still read calendars, or null. */
export interface FeedOwner {
  id: number;
  name: string;
  ability: AppAbility;
}

/**
 * Resolves a token from a feed address. The hash is looked up through the unique index (no
 * comparison of secrets in code, so nothing leaks through timing); a malformed, unknown or revoked
 * token, or an owner who is inactive, banned or without view_schedules, gives null (→ 404).
 */
export async function findFeedOwnerByToken(db: Db, token: string): Promise<FeedOwner | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const row = await findFeedOwner(db, hashFeedToken(token));
  if (!row || toBool(row.banned) || !toBool(row.active)) return null;
  const ability = defineAbilityFor(parseRules(row.group_rules));
  if (!can(ability, 'view_schedules')) return null;
  return { id: row.id, name: `${row.name} ${row.surname}`.trim(), ability };
}

import { AVATAR_MAX_BYTES, AVATAR_TYPES, type AvatarResponse } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/values.ts';
import { alertError, validationError } from '../../http/api-error.ts';
import { logActivity } from '../activity/activity.repository.ts';
import { deleteAvatar, findAvatar, findAvatarStamp, putAvatar } from './profile.repository.ts';

export const avatarMessages = {
  badType: 'La foto deve essere un’immagine PNG, JPEG o WebP.',
  tooLarge: `La foto supera i ${AVATAR_MAX_BYTES / 1024} KB consentiti: scegline una più piccola.`,
  missing: 'Nessuna foto caricata: scegli un’immagine.',
  notFound: 'Questo utente non ha una foto profilo.',
} as const;

/** The picture's type from its first bytes (never its name nor the browser's word); 422 otherwise. */
async function sniffAvatar(data: Buffer): Promise<string> {
  // Loaded with the first upload, not at start.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(data);
  const mime = detected?.mime;
  if (!mime || !(AVATAR_TYPES as readonly string[]).includes(mime)) {
    throw validationError({ file: [avatarMessages.badType] }, avatarMessages.badType);
  }
  return mime;
}

function avatarView(updatedAt: string | null): AvatarResponse {
  return { has_avatar: updatedAt !== null, updated_at: updatedAt };
}

export async function getMyAvatar(db: Db, userId: number): Promise<AvatarResponse> {
  return avatarView((await findAvatarStamp(db, userId))?.updated_at ?? null);
}

/** Stores the signed-in user's picture (PNG, JPEG or WebP by content, ≤ 256 KB) as a data URL. */
export async function setMyAvatar(db: Db, userId: number, data: Buffer): Promise<AvatarResponse> {
  if (data.length === 0) throw alertError(400, avatarMessages.missing);
  if (data.length > AVATAR_MAX_BYTES) throw alertError(413, avatarMessages.tooLarge);
  const mime = await sniffAvatar(data);
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await putAvatar(trx, userId, `data:${mime};base64,${data.toString('base64')}`, now);
    await logActivity(trx, {
      userId,
      entity: 'user',
      entityId: userId,
      action: 'avatar_change',
      changes: { avatar: [null, mime] },
    });
  });
  return avatarView(now);
}

export async function removeMyAvatar(db: Db, userId: number): Promise<AvatarResponse> {
  await db.transaction().execute(async (trx) => {
    if (await deleteAvatar(trx, userId)) {
      await logActivity(trx, {
        userId,
        entity: 'user',
        entityId: userId,
        action: 'avatar_change',
        changes: { avatar: ['rimossa', null] },
      });
    }
  });
  return avatarView(null);
}

/** A user's picture as bytes with its type and a validator; 404 when they have none. */
export async function readAvatar(db: Db, userId: number) {
  const row = await findAvatar(db, userId);
  const match = row ? /^data:([a-z/+.-]+);base64,(.*)$/s.exec(row.data_url) : null;
  if (!row || !match) throw alertError(404, avatarMessages.notFound);
  return {
    mime: match[1] as string,
    data: Buffer.from(match[2] as string, 'base64'),
    etag: `"${userId}-${Date.parse(row.updated_at) || 0}"`,
  };
}

import type {
  ActivityQuery,
  KeyholderAccessPage,
  KeyholderReveal,
  KeyholderRevealInput,
  KeyholderRevealPurpose,
} from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { ApiError, alertError } from '../../http/api-error.ts';
import { notFound } from '../../records/records.ts';
import type { Vault } from '../../security/vault.ts';
import { VaultError } from '../../security/vault.ts';
import { findKeyholderSealed } from './keyholder.repository.ts';
import { assertKeyholderWithin, KEYHOLDER_NOT_FOUND } from './keyholder.service.ts';
import {
  countKeyholderAccesses,
  findKeyholderAccesses,
  findRecentReveals,
  insertKeyholderAccess,
} from './keyholder-access.repository.ts';
import type { KeyholderActor } from './keyholder-scope.ts';

/** Reveals a user may make in REVEAL_WINDOW_MS, across every credential and every instance. */
export const REVEAL_LIMIT = 10;
export const REVEAL_WINDOW_MS = 60_000;

/** 429 of the reveal: the route sends `retryAfter` (seconds) as Retry-After. */
export class RevealLimitError extends ApiError {
  readonly retryAfter: number;
  constructor(retryAfter: number) {
    super(429, {
      alert: {
        message: `Hai già mostrato ${REVEAL_LIMIT} password nell'ultimo minuto: riprova tra ${retryAfter} secondi.`,
        type: 'warning',
      },
    });
    this.retryAfter = retryAfter;
  }
}

const UNREADABLE =
  "La password salvata non si può decifrare con la chiave del vault di questo server: avvisa l'amministratore.";

/**
 * Seconds until the user may reveal again, or 0. Counted from the access rows themselves (not a
 * memory counter), so the limit holds with several instances.
 */
async function revealWait(db: Db, userId: number, now: number): Promise<number> {
  const since = new Date(now - REVEAL_WINDOW_MS).toISOString();
  const recent = await findRecentReveals(db, userId, since, REVEAL_LIMIT);
  if (recent.length < REVEAL_LIMIT) return 0;
  const oldest = Date.parse(String(recent[0]?.at));
  return Math.max(1, Math.ceil((oldest + REVEAL_WINDOW_MS - now) / 1000));
}

function opened(vault: Vault, field: 'secret' | 'notes', envelope: string | null): string | null {
  if (envelope === null) return null;
  try {
    return vault.decrypt(field, envelope);
  } catch (error) {
    if (error instanceof VaultError) throw alertError(500, UNREADABLE);
    throw error;
  }
}

/**
 * The secret and the notes of a credential within reach (404 otherwise), for a user who may reveal
 * (the route checks reveal_keyholders). Rate limited per user (429); the access row — who, why,
 * from which address and browser, when — is written in the same transaction, before the answer.
 */
export async function revealKeyholder(
  db: Db,
  vault: Vault,
  actor: KeyholderActor,
  id: number,
  input: KeyholderRevealInput,
): Promise<KeyholderReveal> {
  return db.transaction().execute(async (trx) => {
    await assertKeyholderWithin(trx, actor, id);
    const now = Date.now();
    const wait = await revealWait(trx, actor.userId, now);
    if (wait > 0) throw new RevealLimitError(wait);
    const sealed = await findKeyholderSealed(trx, id);
    if (!sealed) throw notFound(KEYHOLDER_NOT_FOUND);
    const answer = {
      secret: opened(vault, 'secret', sealed.secret_enc),
      notes: opened(vault, 'notes', sealed.notes_enc),
    };
    await insertKeyholderAccess(trx, {
      keyholder_id: id,
      user_id: actor.userId,
      action: input.purpose,
      ip: actor.ip,
      user_agent: actor.userAgent,
      at: new Date(now).toISOString(),
    });
    return answer;
  });
}

/** A credential's access log (within reach, 404 otherwise), newest first, with the users' names. */
export async function listKeyholderAccesses(
  db: Db,
  actor: KeyholderActor,
  id: number,
  query: ActivityQuery,
): Promise<KeyholderAccessPage> {
  await assertKeyholderWithin(db, actor, id);
  const offset = (query.page - 1) * query.per_page;
  const [rows, total] = await Promise.all([
    findKeyholderAccesses(db, id, query.per_page, offset),
    countKeyholderAccesses(db, id),
  ]);
  const data = rows.map(({ user_first_name: first, user_surname: last, ...row }) => ({
    ...row,
    action: row.action as KeyholderRevealPurpose,
    user_name: first ? `${first} ${last ?? ''}`.trim() : null,
  }));
  return { data, meta: { total, page: query.page, per_page: query.per_page } };
}

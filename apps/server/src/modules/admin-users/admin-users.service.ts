import { randomBytes } from 'node:crypto';
import type {
  AdminUser,
  AdminUserListQuery,
  AdminUserPage,
  InviteUserInput,
  UpdateAdminUserInput,
} from '@officina/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { listPage } from '../../db/list/index.ts';
import { isoIn, nowIso, toBool } from '../../db/values.ts';
import { fieldRefusal, validationError } from '../../http/api-error.ts';
import type { AuthUser } from '../../http/types.ts';
import { invitationMail } from '../../mail/templates.ts';
import { nextVersion, notFound, staleRecord } from '../../records/records.ts';
import { logActivity } from '../activity/activity.repository.ts';
import { changedFields } from '../activity/activity.service.ts';
import { hashCode, requestPasswordReset } from '../auth/password-reset.service.ts';
import { revokeUserSessions } from '../auth/session.repository.ts';
import { assertAdministratorRemains, grantsUserManagement } from '../user/administrators.ts';
import { findGroupRules } from '../user/group.repository.ts';
import { parseRules } from '../user/user.mapper.ts';
import { updateUserFlags } from '../user/user.repository.ts';
import { adminUserList } from './admin-users.list.ts';
import {
  type AdminUserFields,
  type AdminUserViewRow,
  expireInvitations,
  findAdminUserRow,
  findAdminUserView,
  findUserIdByEmail,
  insertInvitation,
  insertInvitedUser,
  updateAdminUserIfVersion,
} from './admin-users.repository.ts';

export const USER_ENTITY = 'user';
/** How long an invitation link works. */
export const INVITATION_DAYS = 7;
const NOT_FOUND = 'Utente non trovato.';
const EMAIL_TAKEN = 'Esiste già un utente con questa email';
const fieldNames = ['name', 'surname', 'email', 'group_id'] as const;

type Deps = Pick<AppContext, 'db' | 'hasher' | 'mailer' | 'config' | 'bus'>;

export function toAdminUser(row: AdminUserViewRow): AdminUser {
  return {
    ...row,
    active: toBool(row.active),
    banned: toBool(row.banned),
    invited: toBool(row.invited as boolean | number),
  };
}

async function viewOf(db: Db, id: number): Promise<AdminUser> {
  const row = await findAdminUserView(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return toAdminUser(row);
}

async function rowOf(db: Db, id: number) {
  const row = await findAdminUserRow(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** 422 on the field when the e-mail belongs to another user or the group does not exist. */
async function checkFields(db: Db, fields: AdminUserFields, userId?: number): Promise<void> {
  const errors: Record<string, string[]> = {};
  const holder = await findUserIdByEmail(db, fields.email);
  if (holder && holder.id !== userId) errors.email = [EMAIL_TAKEN];
  if (fields.group_id !== null && (await findGroupRules(db, fields.group_id)) === null)
    errors.group_id = ['Gruppo non valido'];
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** A new invitation code for the user (older unused ones stop working); the code to mail. */
async function issueInvitation(db: Db, userId: number): Promise<string> {
  const now = nowIso();
  await expireInvitations(db, userId, now);
  const code = randomBytes(32).toString('base64url');
  await insertInvitation(db, {
    user_id: userId,
    code_hash: hashCode(code),
    created_at: now,
    expires_at: isoIn(INVITATION_DAYS * 24 * 60 * 60_000),
  });
  return code;
}

function mailInvitation(deps: Deps, user: { email: string; name: string }, code: string): void {
  const link = `${deps.config.appUrl}/set-password/${code}`;
  deps.mailer.send(invitationMail(user.email, user.name, link, INVITATION_DAYS));
}

/** Open pages of this user re-check their session at once (events.routes.ts ends the ended ones). */
function announceSessionsEnded(deps: Deps, userId: number): void {
  deps.bus.publish({ type: 'record', entity: USER_ENTITY, entityId: userId, action: 'sessions_ended' });
}

/** A page of users; `q` matches name, surname and e-mail. */
export async function listAdminUsers(db: Db, query: AdminUserListQuery): Promise<AdminUserPage> {
  const { data, meta } = await listPage(db, adminUserList, query, (rows) => rows.map(toAdminUser));
  return { data, meta };
}

export function getAdminUser(db: Db, id: number): Promise<AdminUser> {
  return viewOf(db, id);
}

/**
 * Invites a user: creates the account (active, with a random password nobody knows), stores an
 * invitation code (sha256 only, 7 days, single use) and mails the set-password link once committed.
 */
export async function inviteUser(deps: Deps, me: AuthUser, input: InviteUserInput): Promise<AdminUser> {
  // Hash outside the transaction: on SQLite a transaction holds the only connection.
  const unusable = await deps.hasher.hash(randomBytes(32).toString('base64url'));
  const { user, code } = await deps.db.transaction().execute(async (trx) => {
    await checkFields(trx, input);
    const id = await insertInvitedUser(trx, input, unusable, me.id, nowIso());
    const code = await issueInvitation(trx, id);
    await logActivity(trx, {
      userId: me.id,
      entity: USER_ENTITY,
      entityId: id,
      action: 'invited',
      changes: changedFields(null, input, fieldNames),
    });
    return { user: await viewOf(trx, id), code };
  });
  mailInvitation(deps, user, code);
  return user;
}

/** Sends a new invitation; refused once the user has signed in, or while inactive or banned. */
export async function resendInvitation(deps: Deps, me: AuthUser, id: number): Promise<AdminUser> {
  const { user, code } = await deps.db.transaction().execute(async (trx) => {
    const row = await rowOf(trx, id);
    if (row.last_login_at !== null)
      throw fieldRefusal(
        'invitation',
        'L’utente ha già effettuato l’accesso: inviagli piuttosto un reset della password.',
      );
    if (!toBool(row.active) || toBool(row.banned))
      throw fieldRefusal(
        'invitation',
        'L’utente è disattivato o bloccato: riattivalo prima di invitarlo di nuovo.',
      );
    const code = await issueInvitation(trx, id);
    await logActivity(trx, { userId: me.id, entity: USER_ENTITY, entityId: id, action: 'invitation_sent' });
    return { user: await viewOf(trx, id), code };
  });
  mailInvitation(deps, user, code);
  return user;
}

/** Whether the group grants managing users (what an administrator may not take from themself). */
async function groupManagesUsers(db: Db, groupId: number | null): Promise<boolean> {
  if (groupId === null) return false;
  const rules = await findGroupRules(db, groupId);
  return rules !== null && grantsUserManagement(parseRules(rules));
}

/**
 * Saves name, surname, e-mail and group if `updated_at` is still the stored one (409 otherwise).
 * A group change may not take user management from oneself nor leave no administrator (422).
 */
export async function updateAdminUser(
  db: Db,
  me: AuthUser,
  id: number,
  input: UpdateAdminUserInput,
): Promise<AdminUser> {
  const { updated_at: expected, ...fields } = input;
  return db.transaction().execute(async (trx) => {
    const before = await rowOf(trx, id);
    if (before.updated_at !== expected) throw staleRecord();
    await checkFields(trx, fields, id);
    if (fields.group_id !== before.group_id) {
      if (id === me.id && !(await groupManagesUsers(trx, fields.group_id)))
        throw fieldRefusal(
          'group_id',
          'Non puoi toglierti il permesso di gestire gli utenti: chiedilo a un altro amministratore.',
        );
      await assertAdministratorRemains(
        trx,
        { kind: 'user', userId: id, groupId: fields.group_id },
        'group_id',
      );
    }
    if (!(await updateAdminUserIfVersion(trx, id, fields, expected, nextVersion(before.updated_at))))
      throw staleRecord();
    const changes = changedFields(before, fields, fieldNames);
    if (Object.keys(changes).length > 0)
      await logActivity(trx, {
        userId: me.id,
        entity: USER_ENTITY,
        entityId: id,
        action: 'updated',
        changes,
      });
    return viewOf(trx, id);
  });
}

type FlagAction = 'deactivate' | 'activate' | 'ban' | 'unban';

const flagActions: Record<
  FlagAction,
  { flag: 'active' | 'banned'; value: boolean; logged: string; self?: string; ends: boolean }
> = {
  deactivate: {
    flag: 'active',
    value: false,
    logged: 'deactivated',
    self: 'Non puoi disattivare il tuo account.',
    ends: true,
  },
  activate: { flag: 'active', value: true, logged: 'activated', ends: false },
  ban: {
    flag: 'banned',
    value: true,
    logged: 'banned',
    self: 'Non puoi bloccare il tuo account.',
    ends: true,
  },
  unban: { flag: 'banned', value: false, logged: 'unbanned', ends: false },
};

/**
 * Deactivates, reactivates, bans or unbans a user. Deactivating and banning are refused on oneself
 * and on the last administrator (422), and end every session of the user in the same transaction;
 * their open live-event streams are told at once.
 */
export async function setUserFlag(
  deps: Deps,
  me: AuthUser,
  id: number,
  action: FlagAction,
): Promise<AdminUser> {
  const spec = flagActions[action];
  const user = await deps.db.transaction().execute(async (trx) => {
    const before = await rowOf(trx, id);
    if (spec.self && id === me.id) throw fieldRefusal(spec.flag, spec.self);
    if (spec.ends)
      await assertAdministratorRemains(trx, { kind: 'user', userId: id, [spec.flag]: spec.value }, spec.flag);
    const now = nowIso();
    if (toBool(before[spec.flag]) !== spec.value) {
      await updateUserFlags(trx, id, { [spec.flag]: spec.value }, nextVersion(before.updated_at));
      await logActivity(trx, {
        userId: me.id,
        entity: USER_ENTITY,
        entityId: id,
        action: spec.logged,
        changes: { [spec.flag]: [!spec.value, spec.value] },
      });
    }
    if (spec.ends) await revokeUserSessions(trx, id, now);
    return viewOf(trx, id);
  });
  if (spec.ends) announceSessionsEnded(deps, id);
  return user;
}

/** Mails the user the usual password-reset link; refused while the user is inactive or banned. */
export async function sendUserPasswordReset(deps: Deps, me: AuthUser, id: number): Promise<AdminUser> {
  const row = await rowOf(deps.db, id);
  if (!toBool(row.active) || toBool(row.banned))
    throw fieldRefusal(
      'active',
      'L’utente è disattivato o bloccato: riattivalo prima di inviargli il reset.',
    );
  await requestPasswordReset(deps, row.email);
  await logActivity(deps.db, {
    userId: me.id,
    entity: USER_ENTITY,
    entityId: id,
    action: 'password_reset_sent',
  });
  return viewOf(deps.db, id);
}

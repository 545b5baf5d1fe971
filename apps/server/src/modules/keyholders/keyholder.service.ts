import type {
  CreateKeyholderInput,
  DeleteResult,
  KeyholderListQuery,
  KeyholderPage,
  KeyholderView,
  UpdateKeyholderInput,
} from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { listPage } from '../../db/list/index.ts';
import { nowIso } from '../../db/values.ts';
import { forbidden } from '../../http/api-error.ts';
import { nextVersion, notFound, staleRecord } from '../../records/records.ts';
import { assertReferences } from '../../records/references.ts';
import type { Vault } from '../../security/vault.ts';
import { logActivity } from '../activity/activity.repository.ts';
import { changedFields } from '../activity/activity.service.ts';
import { keyholderList } from './keyholder.list.ts';
import {
  deleteKeyholderRow,
  findKeyholderRow,
  findKeyholderView,
  findProjectClientId,
  insertKeyholder,
  isKeyholderWithin,
  type KeyholderFields,
  type KeyholderRow,
  updateKeyholderRow,
} from './keyholder.repository.ts';
import { type KeyholderActor, mayReach } from './keyholder-scope.ts';
import { sealedChanges, sealInput, sealUpdate } from './keyholder-seal.ts';
import { expiringBy, romeToday, toKeyholderView } from './keyholder-view.ts';

export const KEYHOLDER_ENTITY = 'keyholder';
export const KEYHOLDER_NOT_FOUND = 'Credenziale non trovata.';
const OUT_OF_REACH =
  'Puoi salvare credenziali solo per i clienti e i progetti dei tuoi progetti: scegli uno dei tuoi.';

/** The fields the history records by value (the secret and the notes only as "impostata"…). */
const fieldNames = [
  'title',
  'kind',
  'client_id',
  'project_id',
  'host',
  'port',
  'username',
  'expires_on',
] as const satisfies readonly (keyof KeyholderFields)[];

type Plain = Omit<KeyholderFields, 'secret_enc' | 'notes_enc'>;

function plainOf(row: KeyholderRow): Plain {
  const { title, kind, client_id, project_id, host, port, username, expires_on } = row;
  return { title, kind: kind as Plain['kind'], client_id, project_id, host, port, username, expires_on };
}

/** 404 unless the credential exists and is within the actor's reach. */
export async function assertKeyholderWithin(db: Db, actor: KeyholderActor, id: number): Promise<void> {
  if (!(await isKeyholderWithin(db, id, actor))) throw notFound(KEYHOLDER_NOT_FOUND);
}

async function viewOf(db: Db, id: number): Promise<KeyholderView> {
  const row = await findKeyholderView(db, id);
  if (!row) throw notFound(KEYHOLDER_NOT_FOUND);
  return toKeyholderView(row, romeToday());
}

/**
 * Checks the references (422 on the field), fills the client from the project when empty, and
 * refuses (403) a client or project out of the actor's reach.
 */
async function prepare(db: Db, actor: KeyholderActor, input: Plain): Promise<Plain> {
  await assertReferences(db, [
    { field: 'client_id', id: input.client_id, kind: 'clients' },
    { field: 'project_id', id: input.project_id, kind: 'projects' },
  ]);
  let fields = input;
  if (input.client_id === null && input.project_id !== null) {
    const project = await findProjectClientId(db, input.project_id);
    fields = { ...input, client_id: project?.client_id ?? null };
  }
  if (!(await mayReach(db, actor, fields))) throw forbidden(OUT_OF_REACH);
  return fields;
}

/**
 * A page of the credentials within the actor's reach; `q` matches title, host and username,
 * accent- and case-insensitive. `expiring` lists those expired or expiring within 30 days.
 */
export async function listKeyholders(
  db: Db,
  actor: KeyholderActor,
  query: KeyholderListQuery,
): Promise<KeyholderPage> {
  const today = romeToday();
  const filters = {
    ...query,
    reachOf: actor.all ? null : actor.userId,
    expiringBy: query.expiring ? expiringBy(today) : undefined,
  };
  const { data, meta } = await listPage(db, keyholderList, filters, (rows) =>
    rows.map((row) => toKeyholderView(row, today)),
  );
  return { data, meta };
}

/** One credential within reach (404 otherwise), without its secret or notes. */
export async function getKeyholder(db: Db, actor: KeyholderActor, id: number): Promise<KeyholderView> {
  await assertKeyholderWithin(db, actor, id);
  return viewOf(db, id);
}

/** Creates a credential, its secret and notes sealed by the vault, and logs it without them. */
export async function createKeyholder(
  db: Db,
  vault: Vault,
  actor: KeyholderActor,
  input: CreateKeyholderInput,
): Promise<KeyholderView> {
  const { secret, notes, ...rest } = input;
  return db.transaction().execute(async (trx) => {
    const fields = await prepare(trx, actor, rest);
    const sealed = sealInput(vault, { secret, notes });
    const id = await insertKeyholder(trx, { ...fields, ...sealed }, actor.userId, nowIso());
    const changes = { ...changedFields(null, fields, fieldNames), ...sealedChanges(null, sealed) };
    await logActivity(trx, {
      userId: actor.userId,
      entity: KEYHOLDER_ENTITY,
      entityId: id,
      action: 'created',
      changes,
    });
    return viewOf(trx, id);
  });
}

/**
 * Saves a credential if `updated_at` is still the stored one (409 otherwise). An absent secret or
 * notes keeps the stored one, a string replaces it, null clears it; the history says which, never
 * what.
 */
export async function updateKeyholder(
  db: Db,
  vault: Vault,
  actor: KeyholderActor,
  id: number,
  input: UpdateKeyholderInput,
): Promise<KeyholderView> {
  const { updated_at: expected, secret, notes, ...rest } = input;
  return db.transaction().execute(async (trx) => {
    await assertKeyholderWithin(trx, actor, id);
    const before = await findKeyholderRow(trx, id);
    if (!before) throw notFound(KEYHOLDER_NOT_FOUND);
    if (before.updated_at !== expected) throw staleRecord();
    const fields = await prepare(trx, actor, rest);
    const sealed = sealUpdate(vault, before, { secret, notes });
    const saved = await updateKeyholderRow(
      trx,
      id,
      { ...fields, ...sealed },
      expected,
      nextVersion(before.updated_at),
    );
    if (!saved) throw staleRecord();
    const changes = {
      ...changedFields(plainOf(before), fields, fieldNames),
      ...sealedChanges(before, sealed),
    };
    if (Object.keys(changes).length > 0) {
      await logActivity(trx, {
        userId: actor.userId,
        entity: KEYHOLDER_ENTITY,
        entityId: id,
        action: 'updated',
        changes,
      });
    }
    return viewOf(trx, id);
  });
}

/**
 * Deletes a credential and its access log (cascade); the history keeps its title, kind and where
 * it hung, never its secret or notes.
 */
export async function deleteKeyholder(db: Db, actor: KeyholderActor, id: number): Promise<DeleteResult> {
  return db.transaction().execute(async (trx) => {
    await assertKeyholderWithin(trx, actor, id);
    const before = await findKeyholderRow(trx, id);
    if (!before) throw notFound(KEYHOLDER_NOT_FOUND);
    await deleteKeyholderRow(trx, id);
    const old = plainOf(before);
    const changes = Object.fromEntries(
      fieldNames.filter((field) => old[field] !== null).map((field) => [field, [old[field], null]]),
    );
    await logActivity(trx, {
      userId: actor.userId,
      entity: KEYHOLDER_ENTITY,
      entityId: id,
      action: 'deleted',
      changes,
    });
    return { result: 'deleted', message: 'Credenziale eliminata.' };
  });
}

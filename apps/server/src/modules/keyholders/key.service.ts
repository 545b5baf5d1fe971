import type {
  CreateKeyInput,
  DeleteResult,
  KeyListQuery,
  KeyPage,
  KeyView,
  UpdateKeyInput,
} from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { listPage } from '../../db/list/index.ts';
import { nowIso } from '../../db/values.ts';
import { alertError, forbidden, validationError } from '../../http/api-error.ts';
import { nextVersion, notFound, staleRecord } from '../../records/records.ts';
import { assertReferences } from '../../records/references.ts';
import { logActivity } from '../activity/activity.repository.ts';
import { changedFields } from '../activity/activity.service.ts';
import { keyList } from './key.list.ts';
import {
  deleteKeyRow,
  findKeyByCode,
  findKeyRowInReach,
  findKeyView,
  findProjectClientId,
  insertKey,
  type KeyFields,
  type KeyRow,
  updateKeyRow,
} from './key.repository.ts';
import { romeToday, toKeyViews } from './key.view.ts';
import { highestCopyOut } from './key-loan.repository.ts';
import { isUniqueViolation } from './key-unique.ts';
import { type KeyholderActor, mayReach } from './keyholder-scope.ts';

/** The activity log's entity of a key (its custody is logged on it too). */
export const KEY_ENTITY = 'keyholder_key';
export const KEY_NOT_FOUND = 'Chiave non trovata.';
const CODE_TAKEN = "Codice già usato da un'altra chiave";

type Actor = Pick<KeyholderActor, 'userId' | 'all'>;

const fieldNames = [
  'label',
  'code',
  'kind',
  'client_id',
  'project_id',
  'site',
  'copies',
  'notes',
] as const satisfies readonly (keyof KeyFields)[];

function fieldsOf(row: KeyRow): KeyFields {
  return {
    label: row.label,
    code: row.code,
    kind: row.kind as KeyFields['kind'],
    client_id: row.client_id,
    project_id: row.project_id,
    site: row.site,
    copies: Number(row.copies),
    notes: row.notes,
  };
}

/** The key's view; 404 when it is gone. */
export async function keyViewOf(db: Db, id: number): Promise<KeyView> {
  const row = await findKeyView(db, id);
  if (!row) throw notFound(KEY_NOT_FOUND);
  const [view] = await toKeyViews(db, [row]);
  return view as KeyView;
}

/** The stored key if the actor reaches it; 404 otherwise (`lock`: see findKeyRowInReach). */
export async function keyInReach(db: Db, actor: Actor, id: number, lock = false): Promise<KeyRow> {
  const row = await findKeyRowInReach(db, id, actor, lock);
  if (!row) throw notFound(KEY_NOT_FOUND);
  return row;
}

/**
 * Checks the references (422 on the field), fills the client from the project when empty, refuses
 * a client or project out of the actor's reach (403) and a code another key holds (422).
 */
async function prepare(db: Db, actor: Actor, input: KeyFields, id: number | null): Promise<KeyFields> {
  await assertReferences(db, [
    { field: 'client_id', id: input.client_id, kind: 'clients' },
    { field: 'project_id', id: input.project_id, kind: 'projects' },
  ]);
  let fields = input;
  if (input.client_id === null && input.project_id !== null) {
    const project = await findProjectClientId(db, input.project_id);
    fields = { ...input, client_id: project?.client_id ?? null };
  }
  if (!(await mayReach(db, actor, fields))) {
    throw forbidden('Puoi registrare chiavi solo per i clienti e i progetti su cui lavori.');
  }
  const holder = await findKeyByCode(db, fields.code);
  if (holder && holder.id !== id) throw validationError({ code: [CODE_TAKEN] });
  return fields;
}

/** A unique violation on insert or update is the code taken by a save at the same moment. */
async function codeGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw validationError({ code: [CODE_TAKEN] });
    throw error;
  }
}

/** A page of the keys the actor reaches; `q` matches label, code and site. */
export async function listKeys(db: Db, actor: Actor, query: KeyListQuery): Promise<KeyPage> {
  const today = romeToday();
  const { data, meta } = await listPage(db, keyList, { ...query, actor, today }, (rows) =>
    toKeyViews(db, rows, today),
  );
  return { data, meta };
}

/** One key with who holds each copy now; 404 when missing or out of reach. */
export async function getKey(db: Db, actor: Actor, id: number): Promise<KeyView> {
  await keyInReach(db, actor, id);
  return keyViewOf(db, id);
}

/** Creates a key and logs it. */
export function createKey(db: Db, actor: Actor, input: CreateKeyInput): Promise<KeyView> {
  return codeGuard(() =>
    db.transaction().execute(async (trx) => {
      const fields = await prepare(trx, actor, input, null);
      const id = await insertKey(trx, fields, actor.userId, nowIso());
      const changes = changedFields(null, fields, fieldNames);
      await logActivity(trx, {
        userId: actor.userId,
        entity: KEY_ENTITY,
        entityId: id,
        action: 'created',
        changes,
      });
      return keyViewOf(trx, id);
    }),
  );
}

/**
 * Saves a whole key if `updated_at` is still the stored one (409 otherwise). Fewer copies than
 * the highest copy out → 422 on `copies`.
 */
export function updateKey(db: Db, actor: Actor, id: number, input: UpdateKeyInput): Promise<KeyView> {
  const { updated_at: expected, ...rest } = input;
  return codeGuard(() =>
    db.transaction().execute(async (trx) => {
      const before = await keyInReach(trx, actor, id, true);
      if (before.updated_at !== expected) throw staleRecord();
      const fields = await prepare(trx, actor, rest, id);
      const out = await highestCopyOut(trx, id);
      if (fields.copies < out) {
        throw validationError({ copies: [`La copia ${out} è in consegna: registra prima la restituzione`] });
      }
      if (!(await updateKeyRow(trx, id, fields, expected, nextVersion(before.updated_at))))
        throw staleRecord();
      const changes = changedFields(fieldsOf(before), fields, fieldNames);
      if (Object.keys(changes).length > 0) {
        await logActivity(trx, {
          userId: actor.userId,
          entity: KEY_ENTITY,
          entityId: id,
          action: 'updated',
          changes,
        });
      }
      return keyViewOf(trx, id);
    }),
  );
}

/**
 * Deletes a key with its custody history, unless a copy is out (409). The activity log keeps its
 * label, code and where it was.
 */
export async function deleteKey(db: Db, actor: Actor, id: number): Promise<DeleteResult> {
  return db.transaction().execute(async (trx) => {
    const before = await keyInReach(trx, actor, id, true);
    const out = await highestCopyOut(trx, id);
    if (out > 0) {
      throw alertError(
        409,
        `La copia ${out} è in consegna: registra la restituzione prima di eliminare la chiave.`,
      );
    }
    await deleteKeyRow(trx, id);
    const old = fieldsOf(before);
    const changes = Object.fromEntries(
      fieldNames.filter((field) => old[field] !== null).map((field) => [field, [old[field], null]]),
    );
    await logActivity(trx, {
      userId: actor.userId,
      entity: KEY_ENTITY,
      entityId: id,
      action: 'deleted',
      changes,
    });
    return { result: 'deleted', message: 'Chiave eliminata.' };
  });
}

import type {
  CheckVatResponse,
  ClientListQuery,
  ClientPage,
  ClientSaved,
  ClientView,
  CreateClientInput,
  DeleteResult,
  FieldWarning,
  UpdateClientInput,
} from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { listPage } from '../../db/list/index.ts';
import { nowIso } from '../../db/values.ts';
import { dependentsOf, dependentsText } from '../../records/dependents.ts';
import { nextVersion, notFound, staleRecord } from '../../records/records.ts';
import { assertReferences } from '../../records/references.ts';
import { logActivity } from '../activity/activity.repository.ts';
import { changedFields } from '../activity/activity.service.ts';
import { firstLookupId } from '../settings/lookup-keys.ts';
import { clientList } from './client.list.ts';
import { clientFieldNames, clientFieldsOf, toClientView } from './client.mapper.ts';
import {
  type ClientFields,
  countClientLinks,
  deleteClientRow,
  findClientRow,
  findClientsByVat,
  findClientView,
  insertClient,
  setClientArchived,
  updateClient as updateClientRow,
} from './client.repository.ts';

export const CLIENT_ENTITY = 'client';
const NOT_FOUND = 'Cliente non trovato.';

/** 422 on state/category/account manager ids that do not exist or are of another kind. */
export function assertClientReferences(db: Db, fields: ClientFields): Promise<void> {
  return assertReferences(db, [
    { field: 'state_id', id: fields.state_id, kind: 'client_states', message: 'Stato non valido' },
    {
      field: 'category_id',
      id: fields.category_id,
      kind: 'client_categories',
      message: 'Categoria non valida',
    },
    {
      field: 'account_manager_id',
      id: fields.account_manager_id,
      kind: 'user',
      message: 'Utente non valido',
    },
  ]);
}

/** The warning shown under the Partita IVA when other clients have it; null otherwise. */
export async function vatWarning(
  db: Db,
  typed: string | null,
  excludeId?: number,
): Promise<CheckVatResponse> {
  // Stored numbers are compact, upper-case and without the IT prefix (the contracts' normalisation).
  const compact = (typed ?? '').replace(/\s+/g, '').toUpperCase();
  const vat = /^IT\d{11}$/.test(compact) ? compact.slice(2) : compact;
  if (!vat) return { duplicates: [], warning: null };
  const rows = await findClientsByVat(db, vat, excludeId);
  if (rows.length === 0) return { duplicates: [], warning: null };
  const names = rows.map((r) => r.business_name).join(', ');
  return {
    duplicates: rows.map((r) => ({
      id: r.id,
      business_name: r.business_name,
      archived: r.archived_at !== null,
    })),
    warning: `Esiste già un cliente con questa Partita IVA: ${names}`,
  };
}

async function warningsFor(db: Db, fields: ClientFields, id: number): Promise<FieldWarning[]> {
  const { warning } = await vatWarning(db, fields.vat_number, id);
  return warning ? [{ field: 'vat_number', message: warning }] : [];
}

async function viewOf(db: Db, id: number): Promise<ClientView> {
  const row = await findClientView(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return toClientView(row);
}

/** A page of the clients list with the display names resolved; archived hidden unless asked. */
export async function listClients(db: Db, query: ClientListQuery): Promise<ClientPage> {
  const { data, meta } = await listPage(db, clientList, query, (rows) => rows.map(toClientView));
  return { data, meta };
}

export function getClient(db: Db, id: number): Promise<ClientView> {
  return viewOf(db, id);
}

/**
 * Creates a client and logs it; a duplicate Partita IVA is a warning in the answer, not an error.
 * Without a state it gets the default one (the first active client state, as projects and
 * contracts do); an update may still clear it.
 */
export async function createClient(db: Db, userId: number, given: CreateClientInput): Promise<ClientSaved> {
  const input = { ...given, state_id: given.state_id ?? (await firstLookupId(db, 'client_states')) };
  await assertClientReferences(db, input);
  return db.transaction().execute(async (trx) => {
    const id = await insertClient(trx, input, userId, nowIso());
    const changes = changedFields(null, input, clientFieldNames);
    await logActivity(trx, { userId, entity: CLIENT_ENTITY, entityId: id, action: 'created', changes });
    return { client: await viewOf(trx, id), warnings: await warningsFor(trx, input, id) };
  });
}

/**
 * Saves a whole client if `updated_at` is still the stored one: otherwise 409 and nothing is
 * written. Logs the changed fields with their old and new values.
 */
export async function updateClient(
  db: Db,
  userId: number,
  id: number,
  input: UpdateClientInput,
): Promise<ClientSaved> {
  const { updated_at: expected, ...fields } = input;
  await assertClientReferences(db, fields);
  return db.transaction().execute(async (trx) => {
    const before = await findClientRow(trx, id);
    if (!before) throw notFound(NOT_FOUND);
    if (before.updated_at !== expected) throw staleRecord();
    const written = await updateClientRow(trx, id, fields, expected, nextVersion(before.updated_at));
    if (!written) throw staleRecord();
    const changes = changedFields(clientFieldsOf(before), fields, clientFieldNames);
    if (Object.keys(changes).length > 0) {
      await logActivity(trx, { userId, entity: CLIENT_ENTITY, entityId: id, action: 'updated', changes });
    }
    return { client: await viewOf(trx, id), warnings: await warningsFor(trx, fields, id) };
  });
}

/** Deletes a client nothing points at; otherwise archives it (restorable) and says which. */
export async function deleteClient(db: Db, userId: number, id: number): Promise<DeleteResult> {
  return db.transaction().execute(async (trx) => {
    const before = await findClientRow(trx, id);
    if (!before) throw notFound(NOT_FOUND);
    const ownLinks = await countClientLinks(trx, id);
    // What other modules hang on it (files, pages, links) keeps it too: archived, not deleted.
    const hanging = ownLinks === 0 ? await dependentsOf(trx, 'client', id) : [];
    if (ownLinks === 0 && hanging.length === 0) {
      await deleteClientRow(trx, id);
      await logActivity(trx, {
        userId,
        entity: CLIENT_ENTITY,
        entityId: id,
        action: 'deleted',
        changes: { business_name: [before.business_name, null] },
      });
      return { result: 'deleted', message: 'Cliente eliminato.' };
    }
    if (before.archived_at === null) {
      const now = nowIso();
      await setClientArchived(trx, id, now, nextVersion(before.updated_at));
      await logActivity(trx, {
        userId,
        entity: CLIENT_ENTITY,
        entityId: id,
        action: 'archived',
        changes: { archived_at: [null, now] },
      });
    }
    return {
      result: 'archived',
      message:
        hanging.length > 0
          ? `Il cliente ha ${dependentsText(hanging)}: è stato archiviato invece che eliminato.`
          : 'Il cliente ha record collegati: è stato archiviato invece che eliminato.',
    };
  });
}

/** Brings an archived client back into the lists. */
export async function restoreClient(db: Db, userId: number, id: number): Promise<ClientView> {
  return db.transaction().execute(async (trx) => {
    const before = await findClientRow(trx, id);
    if (!before) throw notFound(NOT_FOUND);
    if (before.archived_at !== null) {
      await setClientArchived(trx, id, null, nextVersion(before.updated_at));
      await logActivity(trx, {
        userId,
        entity: CLIENT_ENTITY,
        entityId: id,
        action: 'restored',
        changes: { archived_at: [before.archived_at, null] },
      });
    }
    return viewOf(trx, id);
  });
}

/** 404 unless the client exists (sub-resources of a client check it first). */
export async function assertClientExists(db: Db, id: number): Promise<void> {
  if (!(await findClientRow(db, id))) throw notFound(NOT_FOUND);
}

import type {
  ContractListQuery,
  ContractPage,
  ContractView,
  createContractInputSchema,
  DeleteResult,
  updateContractInputSchema,
} from '@officina/contracts';
import { contractFieldNames } from '@officina/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { listPage } from '../../db/list/index.ts';
import { nowIso, toBool } from '../../db/values.ts';
import { validationError } from '../../http/api-error.ts';
import { dependentsOf, dependentsText } from '../../records/dependents.ts';
import { nextVersion, notFound, staleRecord } from '../../records/records.ts';
import { assertReferences } from '../../records/references.ts';
import { logActivity } from '../activity/activity.repository.ts';
import { changedFields } from '../activity/activity.service.ts';
import { formatSequenceNumber, nextSequenceValue, romeYear } from '../sequences/sequence.repository.ts';
import { firstLookupId } from '../settings/lookup-keys.ts';
import { contractList } from './contract.list.ts';
import {
  type ContractFields,
  type ContractRow,
  type ContractViewRow,
  countContractLinks,
  deleteContractRow,
  findContractRow,
  findContractView,
  insertContract,
  setContractArchived,
  updateContractRow,
} from './contract.repository.ts';

export const CONTRACT_ENTITY = 'contract';
const NOT_FOUND = 'Contratto non trovato.';

const fieldNames = contractFieldNames satisfies readonly (keyof ContractFields)[];

/** Stored row to the API view (`hours_used_minutes`: time entries on the contract's projects). */
export function toContractView(row: ContractViewRow): ContractView {
  return {
    ...row,
    tacit_renewal: toBool(row.tacit_renewal),
    amount_cents: Number(row.amount_cents),
    billing_period: row.billing_period as ContractView['billing_period'],
    hours_used_minutes: Number(row.hours_used_minutes ?? 0),
  };
}

function fieldsOf(row: ContractRow): ContractFields {
  const fields = {} as Record<string, unknown>;
  for (const name of fieldNames) fields[name] = row[name];
  fields.tacit_renewal = toBool(row.tacit_renewal);
  fields.amount_cents = Number(row.amount_cents);
  return fields as ContractFields;
}

async function viewOf(db: Db, id: number): Promise<ContractView> {
  const row = await findContractView(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return toContractView(row);
}

/** 422 on ids that do not exist or are of the wrong kind; the default state when none is given. */
async function resolveFields(db: Db, input: Omit<ContractFields, 'state_id'> & { state_id: number | null }) {
  await assertReferences(db, [
    { field: 'type_id', id: input.type_id, kind: 'contract_types', message: 'Tipo non valido' },
    { field: 'state_id', id: input.state_id, kind: 'contract_states', message: 'Stato non valido' },
    { field: 'client_id', id: input.client_id, kind: 'clients' },
    { field: 'opportunity_id', id: input.opportunity_id, kind: 'opportunities' },
  ]);
  const state_id = input.state_id ?? (await firstLookupId(db, 'contract_states'));
  if (state_id === null) throw validationError({ state_id: ['Nessuno stato contratto configurato'] });
  return { ...input, state_id } satisfies ContractFields;
}

export async function listContracts(db: Db, query: ContractListQuery): Promise<ContractPage> {
  const { data, meta } = await listPage(db, contractList, query, (rows) => rows.map(toContractView));
  return { data, meta };
}

export function getContract(db: Db, id: number): Promise<ContractView> {
  return viewOf(db, id);
}

/**
 * Creates a contract numbered `C-YYYY/NNNN` inside `trx` (the caller's transaction when made from
 * an opportunity). The counter upsert is the transaction's first write (see nextSequenceValue).
 */
export async function insertNumberedContract(
  trx: Db,
  userId: number,
  fields: ContractFields,
  action = 'created',
): Promise<number> {
  const year = romeYear();
  const number = formatSequenceNumber(year, await nextSequenceValue(trx, 'contract', year), 'C-');
  const id = await insertContract(trx, fields, number, userId, nowIso());
  const changes = { number: [null, number], ...changedFields(null, fields, fieldNames) };
  await logActivity(trx, { userId, entity: CONTRACT_ENTITY, entityId: id, action, changes });
  return id;
}

export async function createContract(
  db: Db,
  userId: number,
  input: z.output<typeof createContractInputSchema>,
): Promise<ContractView> {
  const fields = await resolveFields(db, input);
  return db
    .transaction()
    .execute(async (trx) => viewOf(trx, await insertNumberedContract(trx, userId, fields)));
}

export async function updateContract(
  db: Db,
  userId: number,
  id: number,
  input: z.output<typeof updateContractInputSchema>,
): Promise<ContractView> {
  const { updated_at: expected, ...rest } = input;
  const fields = await resolveFields(db, rest);
  return db.transaction().execute(async (trx) => {
    const before = await findContractRow(trx, id);
    if (!before) throw notFound(NOT_FOUND);
    if (before.updated_at !== expected) throw staleRecord();
    const written = await updateContractRow(
      trx,
      id,
      fields,
      before.number,
      expected,
      nextVersion(before.updated_at),
    );
    if (!written) throw staleRecord();
    const changes = changedFields(fieldsOf(before), fields, fieldNames);
    if (Object.keys(changes).length > 0) {
      await logActivity(trx, { userId, entity: CONTRACT_ENTITY, entityId: id, action: 'updated', changes });
    }
    return viewOf(trx, id);
  });
}

/** Deletes a contract no project points at; otherwise archives it. */
export async function deleteContract(db: Db, userId: number, id: number): Promise<DeleteResult> {
  return db.transaction().execute(async (trx) => {
    const before = await findContractRow(trx, id);
    if (!before) throw notFound(NOT_FOUND);
    const ownLinks = await countContractLinks(trx, id);
    // What other modules hang on it (files, pages, links) keeps it too: archived, not deleted.
    const hanging = ownLinks === 0 ? await dependentsOf(trx, 'contract', id) : [];
    if (ownLinks === 0 && hanging.length === 0) {
      await deleteContractRow(trx, id);
      await logActivity(trx, {
        userId,
        entity: CONTRACT_ENTITY,
        entityId: id,
        action: 'deleted',
        changes: { number: [before.number, null] },
      });
      return { result: 'deleted', message: 'Contratto eliminato.' };
    }
    if (before.archived_at === null) {
      const now = nowIso();
      await setContractArchived(trx, id, now, nextVersion(before.updated_at));
      await logActivity(trx, {
        userId,
        entity: CONTRACT_ENTITY,
        entityId: id,
        action: 'archived',
        changes: { archived_at: [null, now] },
      });
    }
    return {
      result: 'archived',
      message:
        hanging.length > 0
          ? `Il contratto ha ${dependentsText(hanging)}: è stato archiviato invece che eliminato.`
          : 'Il contratto ha record collegati: è stato archiviato.',
    };
  });
}

export async function restoreContract(db: Db, userId: number, id: number): Promise<ContractView> {
  return db.transaction().execute(async (trx) => {
    const before = await findContractRow(trx, id);
    if (!before) throw notFound(NOT_FOUND);
    if (before.archived_at !== null) {
      await setContractArchived(trx, id, null, nextVersion(before.updated_at));
      await logActivity(trx, {
        userId,
        entity: CONTRACT_ENTITY,
        entityId: id,
        action: 'restored',
        changes: { archived_at: [before.archived_at, null] },
      });
    }
    return viewOf(trx, id);
  });
}

import type {
  createOpportunityInputSchema,
  DeleteResult,
  OpportunityDetail,
  OpportunityListQuery,
  OpportunityPage,
  updateOpportunityInputSchema,
} from '@officina/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { listPage } from '../../db/list/index.ts';
import { searchText } from '../../db/search.ts';
import { nowIso } from '../../db/values.ts';
import { validationError } from '../../http/api-error.ts';
import { dependentsOf, dependentsText } from '../../records/dependents.ts';
import { nextVersion, notFound, staleRecord } from '../../records/records.ts';
import { assertReferences } from '../../records/references.ts';
import { logActivity } from '../activity/activity.repository.ts';
import { changedFields } from '../activity/activity.service.ts';
import { clientExists } from '../clients/client.repository.ts';
import { findContractsOfOpportunity } from '../contracts/contract.repository.ts';
import { getOfferSettings } from '../offer-settings/offer-settings.service.ts';
import { formatSequenceNumber, nextSequenceValue, romeYear } from '../sequences/sequence.repository.ts';
import { findLookupFlags, firstLookupId } from '../settings/lookup-keys.ts';
import { offerConditions, romeToday } from './offer-defaults.ts';
import { opportunityList } from './opportunity.list.ts';
import { opportunityFieldNames, toOpportunityView } from './opportunity.mapper.ts';
import {
  countOpportunityLinks,
  deleteOpportunityRecord,
  findOpportunityRow,
  findOpportunityView,
  insertOpportunity,
  listRows,
  type OpportunityRowRecord,
  type OpportunityWritable,
  personExists,
  replaceRows,
  setOpportunityArchived,
  setOpportunityTotals,
  updateOpportunityRow,
} from './opportunity.repository.ts';
import {
  assertRowsEditable,
  resolveRows,
  rowsWithTotals,
  type StoredRow,
  totalsView,
} from './opportunity-rows.ts';

export const OPPORTUNITY_ENTITY = 'opportunity';
const NOT_FOUND = 'Opportunità non trovata.';
type Fields = Omit<z.output<typeof createOpportunityInputSchema>, 'rows' | 'state_id'>;

/** The record, its rows, their totals and the contracts made from it. */
export async function detailOf(db: Db, id: number): Promise<OpportunityDetail> {
  const row = await findOpportunityView(db, id);
  if (!row) throw notFound(NOT_FOUND);
  const { rows, totals } = rowsWithTotals(await listRows(db, id));
  const contracts = await findContractsOfOpportunity(db, id);
  return { opportunity: toOpportunityView(row), rows, totals: totalsView(totals), contracts };
}

export async function findOpportunityOr404(db: Db, id: number): Promise<OpportunityRowRecord> {
  const row = await findOpportunityRow(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

function writable(fields: Fields, number: string): OpportunityWritable {
  return {
    title: fields.title,
    search_text: searchText([number, fields.title]),
    client_id: fields.client_id,
    person_id: fields.person_id,
    owner_id: fields.owner_id,
    type_id: fields.type_id,
    expected_close_on: fields.expected_close_on,
    probability: fields.probability,
    valid_until: fields.valid_until,
    payment_terms: fields.payment_terms,
    notes: fields.notes,
  };
}

/** 422 on references that do not exist or are of the wrong kind. */
async function assertFieldReferences(db: Db, fields: Fields): Promise<void> {
  await assertReferences(db, [
    { field: 'type_id', id: fields.type_id, kind: 'opportunity_type', message: 'Tipo non valido' },
    { field: 'owner_id', id: fields.owner_id, kind: 'user', message: 'Utente non valido' },
  ]);
  if (!(await clientExists(db, fields.client_id)))
    throw validationError({ client_id: ['Cliente non valido'] });
  if (fields.person_id !== null) {
    if (!(await personExists(db, fields.person_id)))
      throw validationError({ person_id: ['Referente non valido'] });
  }
}

export async function listOpportunities(db: Db, query: OpportunityListQuery): Promise<OpportunityPage> {
  const { data, meta } = await listPage(db, opportunityList, query, (rows) => rows.map(toOpportunityView));
  return { data, meta };
}

/**
 * Creates an opportunity numbered `YYYY/NNNN`. Everything is validated first; the transaction's
 * first write takes the number (gap-free: see nextSequenceValue), then the record, rows, totals
 * and the activity entry commit together. An empty validity or payment terms takes the offer
 * settings' default (validity days from today, payment terms text).
 */
export async function createOpportunity(
  db: Db,
  userId: number,
  input: z.output<typeof createOpportunityInputSchema>,
): Promise<OpportunityDetail> {
  const { rows: rowsInput, state_id: stateInput, ...given } = input;
  const fields = offerConditions(given, await getOfferSettings(db), romeToday());
  await assertFieldReferences(db, fields);
  const stateId = stateInput ?? (await firstLookupId(db, 'opportunity_states'));
  const state = stateId === null ? undefined : (await findLookupFlags(db, [stateId])).get(stateId);
  if (state?.kind !== 'opportunity_states') throw validationError({ state_id: ['Stato non valido'] });
  if (state.is_lost) {
    throw validationError({ state_id: ['Per segnare un’opportunità come persa usa «Cambia stato»'] });
  }
  const rows = rowsInput ? await resolveRows(db, rowsInput) : null;

  return db.transaction().execute(async (trx) => {
    const year = romeYear();
    const seq = await nextSequenceValue(trx, 'opportunity', year);
    const number = formatSequenceNumber(year, seq);
    const now = nowIso();
    const id = await insertOpportunity(
      trx,
      { ...writable(fields, number), number, year, seq, state_id: state.id },
      userId,
      now,
    );
    if (rows) await writeRows(trx, id, rows.stored, rows.totals);
    const changes = {
      number: [null, number],
      state_id: [null, state.id],
      ...changedFields(null, fields, opportunityFieldNames),
    };
    await logActivity(trx, { userId, entity: OPPORTUNITY_ENTITY, entityId: id, action: 'created', changes });
    return detailOf(trx, id);
  });
}

/** Replaces the rows and stores their totals on the record, in the caller's transaction. */
export async function writeRows(
  trx: Db,
  id: number,
  stored: StoredRow[],
  totals: { imponibile_cents: number; iva_cents: number; totale_cents: number },
): Promise<void> {
  await replaceRows(trx, id, stored);
  await setOpportunityTotals(trx, id, {
    imponibile_cents: totals.imponibile_cents,
    iva_cents: totals.iva_cents,
    total_cents: totals.totale_cents,
  });
}

/** Saves the record (and the rows when sent) if `updated_at` is current; 409 and nothing written otherwise. */
export async function updateOpportunity(
  db: Db,
  userId: number,
  id: number,
  input: z.output<typeof updateOpportunityInputSchema>,
): Promise<OpportunityDetail> {
  const { rows: rowsInput, state_id: _ignored, updated_at: expected, ...fields } = input;
  await assertFieldReferences(db, fields);
  const rows = rowsInput ? await resolveRows(db, rowsInput) : null;
  return db.transaction().execute(async (trx) => {
    const before = await findOpportunityOr404(trx, id);
    if (before.updated_at !== expected) throw staleRecord();
    if (rows) await assertRowsEditable(trx, before.state_id);
    const written = await updateOpportunityRow(
      trx,
      id,
      writable(fields, before.number),
      expected,
      nextVersion(before.updated_at),
    );
    if (!written) throw staleRecord();
    const changes: Record<string, unknown> = changedFields(
      before as unknown as Fields,
      fields,
      opportunityFieldNames,
    );
    if (rows) {
      await writeRows(trx, id, rows.stored, rows.totals);
      if (Number(before.total_cents) !== rows.totals.totale_cents) {
        changes.total_cents = [Number(before.total_cents), rows.totals.totale_cents];
      }
    }
    if (Object.keys(changes).length > 0) {
      await logActivity(trx, {
        userId,
        entity: OPPORTUNITY_ENTITY,
        entityId: id,
        action: 'updated',
        changes,
      });
    }
    return detailOf(trx, id);
  });
}

/** Deletes an opportunity no contract comes from (rows with it); otherwise archives it. */
export async function deleteOpportunity(db: Db, userId: number, id: number): Promise<DeleteResult> {
  return db.transaction().execute(async (trx) => {
    const before = await findOpportunityOr404(trx, id);
    const ownLinks = await countOpportunityLinks(trx, id);
    // What other modules hang on it (files, pages, links) keeps it too: archived, not deleted.
    const hanging = ownLinks === 0 ? await dependentsOf(trx, 'opportunity', id) : [];
    if (ownLinks === 0 && hanging.length === 0) {
      await deleteOpportunityRecord(trx, id);
      await logActivity(trx, {
        userId,
        entity: OPPORTUNITY_ENTITY,
        entityId: id,
        action: 'deleted',
        changes: { number: [before.number, null] },
      });
      return { result: 'deleted', message: 'Opportunità eliminata. Il suo numero non verrà riutilizzato.' };
    }
    if (before.archived_at === null) {
      const now = nowIso();
      await setOpportunityArchived(trx, id, now, nextVersion(before.updated_at));
      await logActivity(trx, {
        userId,
        entity: OPPORTUNITY_ENTITY,
        entityId: id,
        action: 'archived',
        changes: { archived_at: [null, now] },
      });
    }
    return {
      result: 'archived',
      message:
        hanging.length > 0
          ? `L’opportunità ha ${dependentsText(hanging)}: è stata archiviata invece che eliminata.`
          : 'L’opportunità ha un contratto collegato: è stata archiviata.',
    };
  });
}

export async function restoreOpportunity(db: Db, userId: number, id: number): Promise<OpportunityDetail> {
  return db.transaction().execute(async (trx) => {
    const before = await findOpportunityOr404(trx, id);
    if (before.archived_at !== null) {
      await setOpportunityArchived(trx, id, null, nextVersion(before.updated_at));
      await logActivity(trx, {
        userId,
        entity: OPPORTUNITY_ENTITY,
        entityId: id,
        action: 'restored',
        changes: { archived_at: [before.archived_at, null] },
      });
    }
    return detailOf(trx, id);
  });
}

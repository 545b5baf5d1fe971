import {
  computeOpportunityTotals,
  isProposedRowState,
  type OpportunityRowsResponse,
  type OpportunityTotalsPreview,
  type opportunityRowsInputSchema,
} from '@officina/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { nextVersion, staleRecord } from '../../records/records.ts';
import { logActivity } from '../activity/activity.repository.ts';
import {
  listRows,
  setOpportunityTotals,
  setRowsState,
  updateOpportunityRow,
} from './opportunity.repository.ts';
import { findOpportunityOr404, OPPORTUNITY_ENTITY, writeRows } from './opportunity.service.ts';
import { assertRowsEditable, lineOf, resolveRows, rowsWithTotals, totalsView } from './opportunity-rows.ts';

export async function getOpportunityRows(db: Db, id: number): Promise<OpportunityRowsResponse> {
  const before = await findOpportunityOr404(db, id);
  const { rows, totals } = rowsWithTotals(await listRows(db, id));
  return { rows, totals: totalsView(totals), updated_at: before.updated_at };
}

/** Replaces the whole ordered list of rows in one transaction (optimistic lock on the opportunity). */
export async function replaceOpportunityRows(
  db: Db,
  userId: number,
  id: number,
  input: { rows: z.output<typeof opportunityRowsInputSchema>; updated_at: string },
): Promise<OpportunityRowsResponse> {
  const resolved = await resolveRows(db, input.rows);
  return db.transaction().execute(async (trx) => {
    const before = await findOpportunityOr404(trx, id);
    if (before.updated_at !== input.updated_at) throw staleRecord();
    await assertRowsEditable(trx, before.state_id);
    if (!(await updateOpportunityRow(trx, id, {}, input.updated_at, nextVersion(before.updated_at)))) {
      throw staleRecord();
    }
    await writeRows(trx, id, resolved.stored, resolved.totals);
    await logActivity(trx, {
      userId,
      entity: OPPORTUNITY_ENTITY,
      entityId: id,
      action: 'rows_updated',
      changes: {
        rows: [null, resolved.stored.length],
        total_cents: [Number(before.total_cents), resolved.totals.totale_cents],
      },
    });
    return getOpportunityRows(trx, id);
  });
}

/** Totals of unsaved rows for the live editor (validates references, writes nothing). */
export async function previewTotals(
  db: Db,
  rows: z.output<typeof opportunityRowsInputSchema>,
): Promise<OpportunityTotalsPreview> {
  const { totals } = await resolveRows(db, rows);
  return { ...totalsView(totals), lines: totals.lines };
}

/**
 * Marks the rows still in Proposta (or with no state) as `acceptedStateId`, in the caller's
 * transaction (the caller holds the opportunity's optimistic lock and bumps its version). The
 * stored totals are recomputed from the rows as a rows save does, and the change is written to the
 * history as `rows_updated` (`accepted_rows`, and `total_cents` when it moved). Returns how many
 * rows were accepted (0: nothing written).
 */
export async function acceptProposedRows(
  trx: Db,
  userId: number,
  id: number,
  acceptedStateId: number,
): Promise<number> {
  const before = await listRows(trx, id);
  const proposed = before.filter((row) => isProposedRowState(row.state_key)).map((row) => row.id);
  const accepted = await setRowsState(trx, id, proposed, acceptedStateId);
  if (accepted === 0) return 0;
  const was = computeOpportunityTotals(before.map(lineOf));
  const totals = computeOpportunityTotals((await listRows(trx, id)).map(lineOf));
  await setOpportunityTotals(trx, id, {
    imponibile_cents: totals.imponibile_cents,
    iva_cents: totals.iva_cents,
    total_cents: totals.totale_cents,
  });
  const changes: Record<string, unknown> = { accepted_rows: [null, accepted] };
  if (was.totale_cents !== totals.totale_cents) {
    changes.total_cents = [was.totale_cents, totals.totale_cents];
  }
  await logActivity(trx, {
    userId,
    entity: OPPORTUNITY_ENTITY,
    entityId: id,
    action: 'rows_updated',
    changes,
  });
  return accepted;
}

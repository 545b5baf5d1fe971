import type { changeOpportunityStatusInputSchema, OpportunityDetail } from '@officina/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { validationError } from '../../http/api-error.ts';
import { nextVersion, staleRecord } from '../../records/records.ts';
import { logActivity } from '../activity/activity.repository.ts';
import { findLookupFlags } from '../settings/lookup-keys.ts';
import { listLookups } from '../settings/lookups.repository.ts';
import { updateOpportunityRow } from './opportunity.repository.ts';
import { detailOf, findOpportunityOr404, OPPORTUNITY_ENTITY } from './opportunity.service.ts';
import { acceptProposedRows } from './opportunity-rows.service.ts';

/** Id of the active row state `accepted` (Accettata); 422 when an admin archived it. */
async function acceptedRowStateId(db: Db): Promise<number> {
  const states = await listLookups(db, ['opportunity_rows_states']);
  const accepted = states.find((state) => state.key === 'accepted');
  if (!accepted) {
    throw validationError({
      accept_proposed_rows: ['Nessuno stato riga «Accettata» attivo nelle impostazioni'],
    });
  }
  return accepted.id;
}

/**
 * The change-status dialog: new state, note, and a reason (required, 422) for a lost state. Won
 * sets the probability to 100, lost to 0. Written to the history as `status_changed` with the note
 * and the reason. With `accept_proposed_rows` (a won target only, else 422) the rows still in
 * Proposta become Accettata in the same transaction (see acceptProposedRows), so the contract
 * offered next bills them.
 */
export async function changeOpportunityStatus(
  db: Db,
  userId: number,
  id: number,
  input: z.output<typeof changeOpportunityStatusInputSchema>,
): Promise<OpportunityDetail> {
  const { state_id, note, lost_reason, accept_proposed_rows, updated_at } = input;
  const state = (await findLookupFlags(db, [state_id])).get(state_id);
  if (state?.kind !== 'opportunity_states') throw validationError({ state_id: ['Stato non valido'] });
  if (state.is_lost && !lost_reason)
    throw validationError({ lost_reason: ['Indica il motivo della perdita'] });
  if (accept_proposed_rows && !state.is_won) {
    throw validationError({
      accept_proposed_rows: ['Le righe proposte si accettano solo passando a uno stato vinto'],
    });
  }
  const acceptedStateId = accept_proposed_rows ? await acceptedRowStateId(db) : null;
  return db.transaction().execute(async (trx) => {
    const before = await findOpportunityOr404(trx, id);
    if (before.updated_at !== updated_at) throw staleRecord();
    const probability = state.is_won ? 100 : state.is_lost ? 0 : before.probability;
    const reason = state.is_lost ? lost_reason : null;
    const written = await updateOpportunityRow(
      trx,
      id,
      { state_id, lost_reason: reason, probability },
      updated_at,
      nextVersion(before.updated_at),
    );
    if (!written) throw staleRecord();
    const changes: Record<string, unknown> = { state_id: [before.state_id, state_id] };
    if (note) changes.note = [null, note];
    if (reason !== before.lost_reason) changes.lost_reason = [before.lost_reason, reason];
    if (probability !== before.probability) changes.probability = [before.probability, probability];
    await logActivity(trx, {
      userId,
      entity: OPPORTUNITY_ENTITY,
      entityId: id,
      action: 'status_changed',
      changes,
    });
    if (acceptedStateId !== null) await acceptProposedRows(trx, userId, id, acceptedStateId);
    return detailOf(trx, id);
  });
}

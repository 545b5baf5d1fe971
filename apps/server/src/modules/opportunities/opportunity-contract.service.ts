import {
  type ContractFromOpportunity,
  computeOpportunityTotals,
  type createContractFromOpportunityInputSchema,
} from '@officina/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { alertError, validationError } from '../../http/api-error.ts';
import { assertReferences } from '../../records/references.ts';
import { logActivity } from '../activity/activity.repository.ts';
import { findContractsOfOpportunity, findContractView, romeDay } from '../contracts/contract.repository.ts';
import { insertNumberedContract, toContractView } from '../contracts/contract.service.ts';
import { createProjectInTransaction } from '../projects/project.service.ts';
import { findLookupFlags, firstLookupId } from '../settings/lookup-keys.ts';
import { listRows } from './opportunity.repository.ts';
import { findOpportunityOr404, OPPORTUNITY_ENTITY } from './opportunity.service.ts';
import { projectInputFromOpportunity } from './opportunity-project.ts';
import { lineOf } from './opportunity-rows.ts';

/** `YYYY-MM-DD` one year after `start`, minus a day (a yearly term). */
function yearAfter(start: string): string {
  const date = new Date(`${start}T12:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * 409 when the opportunity already has a contract (other than `own`, the one being created). Inside
 * the creating transaction it runs after the contract sequence's upsert, which queues concurrent
 * creators until commit (PostgreSQL row lock; SQLite's single writer), so it sees theirs.
 */
async function assertNoContract(db: Db, opportunityId: number, own?: number): Promise<void> {
  const other = (await findContractsOfOpportunity(db, opportunityId)).find((c) => c.id !== own);
  if (other) {
    throw alertError(409, `Esiste già un contratto per questa opportunità (${other.number}).`, 'warning');
  }
}

/**
 * A contract from a won opportunity, prefilled: title, client, origin, amount = imponibile of the
 * ACCEPTED rows (IVA excluded, as contract amounts are), notes listing those rows, start today and
 * a one-year term unless given. Any time after the win (the won step's "Non ora" leaves it for the
 * detail page). 422 unless the opportunity is in a won state, 409 when it already has a contract,
 * checked again inside the transaction so concurrent calls make one contract. With
 * `create_project` a project prefilled from both (see projectInputFromOpportunity) is created in
 * the SAME transaction: if it fails, no contract either.
 * The route checks view_projects + manage_projects before (nothing written on 403).
 */
export async function createContractFromOpportunity(
  db: Db,
  userId: number,
  id: number,
  options: z.output<typeof createContractFromOpportunityInputSchema>,
): Promise<ContractFromOpportunity> {
  const opp = await findOpportunityOr404(db, id);
  const state = (await findLookupFlags(db, [opp.state_id])).get(opp.state_id);
  if (!state?.is_won)
    throw validationError({ state_id: ['L’opportunità non è vinta: cambia prima lo stato'] });
  await assertNoContract(db, id);
  await assertReferences(db, [
    { field: 'type_id', id: options.type_id ?? null, kind: 'contract_types', message: 'Tipo non valido' },
    { field: 'state_id', id: options.state_id ?? null, kind: 'contract_states', message: 'Stato non valido' },
  ]);
  const accepted = (await listRows(db, id)).filter((r) => r.state_key === 'accepted');
  const totals = computeOpportunityTotals(accepted.map(lineOf));
  const start = options.start_on ?? romeDay();
  const notes = [
    `Da opportunità ${opp.number}.`,
    ...accepted.filter((r) => r.description).map((r) => `- ${r.description}`),
  ].join('\n');
  const stateId = options.state_id ?? (await firstLookupId(db, 'contract_states'));
  if (stateId === null) throw validationError({ state_id: ['Nessuno stato contratto configurato'] });
  const projectStateId = options.create_project ? await firstLookupId(db, 'project_states') : null;
  if (options.create_project && projectStateId === null)
    throw validationError({ create_project: ['Nessuno stato progetto configurato'] });

  return db.transaction().execute(async (trx) => {
    const contractId = await insertNumberedContract(trx, userId, {
      title: options.title ?? opp.title,
      client_id: opp.client_id,
      opportunity_id: opp.id,
      type_id: options.type_id ?? null,
      state_id: stateId,
      start_on: start,
      end_on: options.end_on === undefined ? yearAfter(start) : options.end_on,
      tacit_renewal: false,
      notice_days: null,
      amount_cents: totals.imponibile_cents,
      billing_period: options.billing_period ?? 'una_tantum',
      hours_included_minutes: null,
      notes,
    });
    // Checked again under the numbering lock: a concurrent call (a double click, two colleagues)
    // passed the first check too; the later one sees the earlier contract here and rolls back.
    await assertNoContract(trx, id, contractId);
    const view = await findContractView(trx, contractId);
    if (!view) throw new Error('contract vanished');
    const project =
      projectStateId === null
        ? null
        : await createProjectInTransaction(
            trx,
            userId,
            await projectInputFromOpportunity(trx, {
              opportunity: opp,
              clientName: view.client_name,
              contractId,
              stateId: projectStateId,
              startDate: romeDay(),
              budgetCents: totals.imponibile_cents,
            }),
          );
    await logActivity(trx, {
      userId,
      entity: OPPORTUNITY_ENTITY,
      entityId: id,
      action: 'contract_created',
      changes: {
        contract_id: [null, contractId],
        ...(project ? { project_id: [null, project.id], project_code: [null, project.code] } : {}),
      },
    });
    return {
      contract: toContractView(view),
      project: project ? { id: project.id, code: project.code, name: project.name } : null,
    };
  });
}

import { type CreateProjectInput, createProjectInputSchema } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { freeProjectCode } from '../projects/project.service.ts';
import type { OpportunityRowRecord } from './opportunity.repository.ts';

/**
 * A project code from a won opportunity, in the projects module's style (`2026-ROSSI-WEB`: year,
 * client, what): `YYYY-CLIENT-NNNN` from the opportunity number and the first word of the client's
 * name, upper-case ASCII (accents dropped), only the characters project codes allow.
 */
export function projectCodeBase(opportunityNumber: string, clientName: string | null): string {
  const [year = '', seq = ''] = opportunityNumber.split('/');
  const word = (clientName ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .find((part) => part.length > 0)
    ?.slice(0, 12);
  return [year, word, seq].filter(Boolean).join('-');
}

export interface OpportunityProjectSource {
  opportunity: OpportunityRowRecord;
  clientName: string | null;
  contractId: number;
  stateId: number;
  startDate: string;
  /** Imponibile of the accepted rows (the contract's amount); a negative sum gives 0. */
  budgetCents: number;
}

/**
 * The project input prefilled from the won opportunity and its new contract: name = title, client,
 * contract, manager = the opportunity's owner, members = the opportunity's people (its owner and
 * whoever created it), first project state, start today, amount budget, description = the
 * opportunity's notes, a free code. Read on `trx` so the code check sees the
 * transaction's own writes.
 */
export async function projectInputFromOpportunity(
  trx: Db,
  source: OpportunityProjectSource,
): Promise<CreateProjectInput> {
  const { opportunity } = source;
  const code = await freeProjectCode(trx, projectCodeBase(opportunity.number, source.clientName));
  return createProjectInputSchema.parse({
    code,
    name: opportunity.title,
    client_id: opportunity.client_id,
    contract_id: source.contractId,
    state_id: source.stateId,
    manager_id: opportunity.owner_id,
    member_ids: [
      ...new Set([opportunity.owner_id, opportunity.created_by].filter((id): id is number => id !== null)),
    ],
    start_date: source.startDate,
    budget_amount_cents: Math.max(0, source.budgetCents),
    description: opportunity.notes,
  });
}

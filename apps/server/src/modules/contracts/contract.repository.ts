import type { CreateContractInput, createContractInputSchema } from '@officina/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { ViewRow } from '../../db/list/index.ts';
import { searchText } from '../../db/search.ts';
import { dbBool, type Instant, toCount } from '../../db/values.ts';
import { type RecordRow, recordTable } from '../../records/record-table.ts';

/** The stored fields of a contract (the form's, validated; state resolved to an id). */
export type ContractFields = Omit<z.output<typeof createContractInputSchema>, 'state_id'> & {
  state_id: number;
};
export type { CreateContractInput };

function writable(fields: ContractFields, number: string) {
  return {
    title: fields.title,
    search_text: searchText([number, fields.title]),
    client_id: fields.client_id,
    opportunity_id: fields.opportunity_id,
    type_id: fields.type_id,
    state_id: fields.state_id,
    start_on: fields.start_on,
    end_on: fields.end_on,
    tacit_renewal: dbBool(fields.tacit_renewal),
    notice_days: fields.notice_days,
    amount_cents: fields.amount_cents,
    billing_period: fields.billing_period,
    hours_included_minutes: fields.hours_included_minutes,
    notes: fields.notes,
  };
}

/** Contracts with their display names and the minutes logged on their projects. */
export function selectContractViews(db: Db) {
  return db
    .selectFrom('contracts')
    .innerJoin('clients as cl', 'cl.id', 'contracts.client_id')
    .leftJoin('lookups as st', 'st.id', 'contracts.state_id')
    .leftJoin('lookups as ty', 'ty.id', 'contracts.type_id')
    .leftJoin('opportunities as op', 'op.id', 'contracts.opportunity_id')
    .select([
      'contracts.id',
      'contracts.number',
      'contracts.title',
      'contracts.client_id',
      'contracts.opportunity_id',
      'contracts.type_id',
      'contracts.state_id',
      'contracts.start_on',
      'contracts.end_on',
      'contracts.tacit_renewal',
      'contracts.notice_days',
      'contracts.amount_cents',
      'contracts.billing_period',
      'contracts.hours_included_minutes',
      'contracts.notes',
      'contracts.archived_at',
      'contracts.created_at',
      'contracts.updated_at',
      'contracts.created_by',
      'cl.business_name as client_name',
      'st.name as state_name',
      'st.color as state_color',
      'ty.name as type_name',
      'op.number as opportunity_number',
      // Minutes logged on the projects linked to the contract (the time entries of the timings module).
      sql<number>`(select coalesce(sum(t.minutes), 0) from timings t inner join projects p on p.id = t.project_id where p.contract_id = contracts.id)`.as(
        'hours_used_minutes',
      ),
    ]);
}
export type ContractViewRow = ViewRow<typeof selectContractViews>;

/** `YYYY-MM-DD` of today + `days` in Europe/Rome. */
export function romeDay(days = 0, from = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(from);
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const contracts = recordTable('contracts', 'Contract', selectContractViews);
export const { findContractView, findContractRow, setContractArchived, deleteContractRow } = contracts;
export type ContractRow = RecordRow<'contracts'>;

export async function insertContract(
  db: Db,
  fields: ContractFields,
  number: string,
  userId: number | null,
  now: Instant,
): Promise<number> {
  const row = await db
    .insertInto('contracts')
    .values({ ...writable(fields, number), number, created_by: userId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateContractRow(
  db: Db,
  id: number,
  fields: ContractFields,
  number: string,
  expectedUpdatedAt: Instant,
  now: Instant,
): Promise<boolean> {
  return contracts.updateContractIfVersion(db, id, expectedUpdatedAt, {
    ...writable(fields, number),
    updated_at: now,
  });
}

/** Contracts made from an opportunity, oldest first. */
export function findContractsOfOpportunity(db: Db, opportunityId: number) {
  return db
    .selectFrom('contracts')
    .select(['id', 'number'])
    .where('opportunity_id', '=', opportunityId)
    .orderBy('id')
    .execute();
}

/** Projects that point at the contract (they keep it from being deleted). */
export async function countContractLinks(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('projects')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('contract_id', '=', id)
    .executeTakeFirst();
  return toCount(row?.n);
}

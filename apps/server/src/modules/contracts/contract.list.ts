import type { ContractListQuery, ContractSortColumn } from '@officina/contracts';
import { sql } from 'kysely';
import { defineList, likeEscaped, type SortColumn, sortByLookup } from '../../db/list/index.ts';
import { dbBool } from '../../db/values.ts';
import { romeDay, selectContractViews } from './contract.repository.ts';

/** The contracts list's filters (the query string without its paging). */
export type ContractFilters = Omit<ContractListQuery, 'page' | 'per_page' | 'sort'>;

const sorts: Record<ContractSortColumn, SortColumn> = {
  number: { column: 'contracts.id', nullable: false },
  title: { column: 'contracts.title', nullable: false },
  client_name: { column: 'cl.name_key', nullable: false },
  state_id: sortByLookup('contracts.state_id', 'contract_states', false),
  type_id: sortByLookup('contracts.type_id', 'contract_types', true),
  start_on: { column: 'contracts.start_on', nullable: true },
  end_on: { column: 'contracts.end_on', nullable: true },
  amount_cents: { column: 'contracts.amount_cents', nullable: false },
  created_at: { column: 'contracts.created_at', nullable: false },
  updated_at: { column: 'contracts.updated_at', nullable: false },
};

/**
 * The contracts list and export: the search also reads the client's name, so `from` joins the
 * client. Not compiled: "expiring within n days" counts from today.
 */
export const contractList = defineList({
  name: 'contracts',
  id: 'contracts.id',
  from: (db) => db.selectFrom('contracts').innerJoin('clients as cl', 'cl.id', 'contracts.client_id'),
  views: selectContractViews,
  sorts,
  archive: 'contracts.archived_at',
  filters: (eb, f: ContractFilters) => [
    f.state_id && eb('contracts.state_id', '=', f.state_id),
    f.type_id && eb('contracts.type_id', '=', f.type_id),
    f.client_id && eb('contracts.client_id', '=', f.client_id),
    f.opportunity_id && eb('contracts.opportunity_id', '=', f.opportunity_id),
    f.expiring_within_days !== undefined &&
      eb.and([
        eb('contracts.end_on', '>=', romeDay()),
        eb('contracts.end_on', '<=', romeDay(f.expiring_within_days)),
        eb(
          'contracts.state_id',
          'not in',
          eb
            .selectFrom('lookups')
            .select('lookups.id')
            .where('lookups.kind', '=', sql.lit('contract_states'))
            .where('lookups.is_closed', '=', dbBool(true)),
        ),
      ]),
  ],
  search: {
    like: (eb, pattern) =>
      eb.or([likeEscaped('contracts.search_text', pattern), likeEscaped('cl.name_key', pattern)]),
  },
  page: 'rows',
});

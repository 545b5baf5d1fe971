import type { ContractListQuery } from '@officina/contracts';
import { sql } from 'kysely';
import { defineList, type FiltersOf, likeEscaped, sortByLookup } from '../../db/list/index.ts';
import { dbBool } from '../../db/values.ts';
import { romeDay, selectContractViews } from './contract.repository.ts';

/** The contracts list's filters (the query string without its paging). */
export type ContractFilters = FiltersOf<ContractListQuery>;

/**
 * The contracts list and export: the search also reads the client's name, so `from` joins the
 * client. Not compiled: "expiring within n days" counts from today.
 */
export const contractList = defineList<ContractFilters>()({
  table: 'contracts',
  from: (db) => db.selectFrom('contracts').innerJoin('clients as cl', 'cl.id', 'contracts.client_id'),
  views: selectContractViews,
  columns: 'number=id title start_on? end_on? amount_cents',
  sorts: {
    client_name: { column: 'cl.name_key', nullable: false },
    state_id: sortByLookup('contracts.state_id', 'contract_states', false),
    type_id: sortByLookup('contracts.type_id', 'contract_types', true),
  },
  archive: true,
  activeCount: true,
  equal: ['state_id', 'type_id', 'client_id', 'opportunity_id'],
  filters: (eb, f) => [
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
});

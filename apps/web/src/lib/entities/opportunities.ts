import { getOpportunityEndpoint } from '@officina/contracts';
import { callEndpoint } from '../api/api-client.ts';
import { paths } from '../paths.ts';
import { defineEntity } from './entity.ts';

/** Query keys of the opportunities: one family, so a save invalidates lists, board and detail at once. */
export const opportunityKeys = {
  all: ['opportunities'] as const,
  list: (query: object) => ['opportunities', 'list', query] as const,
  board: (query: object) => ['opportunities', 'board', query] as const,
  detail: (id: number) => ['opportunities', 'detail', id] as const,
  activity: (id: number, page: number) => ['opportunities', 'detail', id, 'activity', page] as const,
  persons: (clientId: number) => ['opportunities', 'client-persons', clientId] as const,
};

/** GET /opportunities/:id: the record, its rows in order and the totals. */
export function getOpportunity(id: number) {
  return callEndpoint(getOpportunityEndpoint, { params: { id }, loading: false });
}

/** Opportunità: nouns, keys, detail read and pages, for the list page and the record form. */
export const opportunityEntity = defineEntity({
  key: 'opportunity',
  noun: ['opportunità', 'opportunità'],
  feminine: true,
  keys: opportunityKeys,
  get: (id: number) => getOpportunity(id),
  paths: {
    list: () => paths.opportunities.build(),
    add: () => paths.opportunityAdd.build(),
    detail: (id: number) => paths.opportunityDetail.build(id),
  },
});

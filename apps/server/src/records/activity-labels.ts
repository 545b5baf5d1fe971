import type { ChangeLabels, NameLoader } from '../modules/activity/activity.service.ts';
import {
  findClientNames,
  findContractNames,
  findLookupNames,
  findOpportunityNames,
  findPersonNames,
  findProjectNames,
  findUserNames,
} from './activity-labels.repository.ts';

/** A loader of "name"s from a query of rows, one string per row. */
function namesBy<R extends { id: number }>(
  find: (db: Parameters<NameLoader>[0], ids: number[]) => Promise<R[]>,
  name: (row: R) => string,
): NameLoader {
  return async (db, ids) => new Map((await find(db, ids)).map((row) => [row.id, name(row)]));
}

const fullName = (r: { name: string; surname: string }) => `${r.name} ${r.surname}`.trim();
/** What a person recognises a numbered record by: "C-2026-001 Assistenza annuale". */
const numbered = (r: { number: string; title: string }) => `${r.number} ${r.title}`.trim();

const lookupNames = namesBy(findLookupNames, (r) => r.name);
const userNames = namesBy(findUserNames, fullName);
const clientNames = namesBy(findClientNames, (r) => r.business_name);

/** The id fields of clients' and persons' history, named on the server for the "Attività" tab. */
export const crmChangeLabels: ChangeLabels = {
  state_id: lookupNames,
  category_id: lookupNames,
  type_id: lookupNames,
  account_manager_id: userNames,
  client_id: clientNames,
};

/**
 * The id fields of opportunities', contracts', projects' and to-dos' history: lookups, people and
 * the records they point at by number (or code) and name, so the tab never shows a bare id.
 */
export const recordChangeLabels: ChangeLabels = {
  ...crmChangeLabels,
  owner_id: userNames,
  manager_id: userNames,
  person_id: namesBy(findPersonNames, fullName),
  contract_id: namesBy(findContractNames, numbered),
  opportunity_id: namesBy(findOpportunityNames, numbered),
  project_id: namesBy(findProjectNames, numbered),
};

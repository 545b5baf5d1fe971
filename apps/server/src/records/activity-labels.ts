import type { ChangeLabels, NameLoader } from '../modules/activity/activity.service.ts';
import { findClientNames, findLookupNames, findUserNames } from './activity-labels.repository.ts';

const lookupNames: NameLoader = async (db, ids) => {
  const rows = await findLookupNames(db, ids);
  return new Map(rows.map((r) => [r.id, r.name]));
};

const userNames: NameLoader = async (db, ids) => {
  const rows = await findUserNames(db, ids);
  return new Map(rows.map((r) => [r.id, `${r.name} ${r.surname}`.trim()]));
};

const clientNames: NameLoader = async (db, ids) => {
  const rows = await findClientNames(db, ids);
  return new Map(rows.map((r) => [r.id, r.business_name]));
};

/** The id fields of clients' and persons' history, named on the server for the "Attività" tab. */
export const crmChangeLabels: ChangeLabels = {
  state_id: lookupNames,
  category_id: lookupNames,
  type_id: lookupNames,
  account_manager_id: userNames,
  client_id: clientNames,
};

import type { Db } from '../../db/database.ts';
import type { ChangeLabels, NameLoader } from '../activity/activity.service.ts';

const lookupNames: NameLoader = async (db, ids) => {
  const rows = await db.selectFrom('lookups').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
};

const userNames: NameLoader = async (db, ids) => {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'surname'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, `${r.name} ${r.surname}`.trim()]));
};

const clientNames: NameLoader = async (db: Db, ids) => {
  const rows = await db
    .selectFrom('clients')
    .select(['id', 'business_name'])
    .where('id', 'in', ids)
    .execute();
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

import type { Db } from '../db/database.ts';

/** Names of the given lookups, archived included. */
export function findLookupNames(db: Db, ids: number[]) {
  return db.selectFrom('lookups').select(['id', 'name']).where('id', 'in', ids).execute();
}

/** First names and surnames of the given users, inactive included. */
export function findUserNames(db: Db, ids: number[]) {
  return db.selectFrom('users').select(['id', 'name', 'surname']).where('id', 'in', ids).execute();
}

/** Business names of the given clients, archived included. */
export function findClientNames(db: Db, ids: number[]) {
  return db.selectFrom('clients').select(['id', 'business_name']).where('id', 'in', ids).execute();
}

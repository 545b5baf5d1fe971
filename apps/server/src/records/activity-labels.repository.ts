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

/** First names and surnames of the given persons, archived included. */
export function findPersonNames(db: Db, ids: number[]) {
  return db
    .selectFrom('persons')
    .select(['id', 'first_name as name', 'last_name as surname'])
    .where('id', 'in', ids)
    .execute();
}

/** Numbers and titles of the given contracts, archived included. */
export function findContractNames(db: Db, ids: number[]) {
  return db.selectFrom('contracts').select(['id', 'number', 'title']).where('id', 'in', ids).execute();
}

/** Numbers and titles of the given opportunities, archived included. */
export function findOpportunityNames(db: Db, ids: number[]) {
  return db.selectFrom('opportunities').select(['id', 'number', 'title']).where('id', 'in', ids).execute();
}

/** Codes and names of the given projects, archived included. */
export function findProjectNames(db: Db, ids: number[]) {
  return db
    .selectFrom('projects')
    .select(['id', 'code as number', 'name as title'])
    .where('id', 'in', ids)
    .execute();
}

/** Titles of the given to-dos, archived included. */
export function findTodoNames(db: Db, ids: number[]) {
  return db.selectFrom('todos').select(['id', 'title']).where('id', 'in', ids).execute();
}

/** Titles of the given documentation pages, archived included. */
export function findDocumentationNames(db: Db, ids: number[]) {
  return db.selectFrom('documentations').select(['id', 'title']).where('id', 'in', ids).execute();
}

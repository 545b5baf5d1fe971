import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Instant } from '../../db/values.ts';

/** The audit filters as the repository applies them: instants already turned from Italian days. */
export interface AuditWhere {
  userId?: number;
  entity?: string;
  action?: string;
  /** First instant included. */
  since?: Instant;
  /** First instant excluded. */
  until?: Instant;
}

/**
 * Entries of the whole log, newest first, after the entry `beforeId` (keyset), at most `limit`, with
 * their author's name. Walks the primary key backwards, or the (user_id, id) / (entity, id) index
 * when the user or the kind is filtered (migration 0027), so a page costs its own rows.
 */
export function listAuditRows(db: Db, where: AuditWhere, beforeId: number | null, limit: number) {
  return db
    .selectFrom('activity_log')
    .leftJoin('users', 'users.id', 'activity_log.user_id')
    .select([
      'activity_log.id',
      'activity_log.created_at',
      'activity_log.entity',
      'activity_log.entity_id',
      'activity_log.action',
      'activity_log.user_id',
      'activity_log.changes',
      'users.name as user_first_name',
      'users.surname as user_surname',
    ])
    .$if(where.userId !== undefined, (qb) => qb.where('activity_log.user_id', '=', where.userId as number))
    .$if(where.entity !== undefined, (qb) => qb.where('activity_log.entity', '=', where.entity as string))
    .$if(where.action !== undefined, (qb) => qb.where('activity_log.action', '=', where.action as string))
    .$if(where.since !== undefined, (qb) => qb.where('activity_log.created_at', '>=', where.since as string))
    .$if(where.until !== undefined, (qb) => qb.where('activity_log.created_at', '<', where.until as string))
    .$if(beforeId !== null, (qb) => qb.where('activity_log.id', '<', beforeId as number))
    .orderBy('activity_log.id', 'desc')
    .limit(limit)
    .execute();
}
export type AuditRow = Awaited<ReturnType<typeof listAuditRows>>[number];

/**
 * The distinct entity kinds in the log, by a skip scan of the (entity, id) index: one seek per kind
 * present, however long the log (a plain DISTINCT would read every entry).
 */
export async function findLoggedEntities(db: Db): Promise<string[]> {
  const { rows } = await sql<{ entity: string | null }>`
    with recursive kinds(entity) as (
      select min(entity) from activity_log
      union all
      select (select min(a.entity) from activity_log a where a.entity > kinds.entity)
      from kinds where kinds.entity is not null
    )
    select entity from kinds where entity is not null`.execute(db);
  return rows.map((row) => row.entity as string);
}

/** Every user, "Nome Cognome", in the order lists sort people. */
export function listUserNames(db: Db) {
  return db.selectFrom('users').select(['id', 'name', 'surname']).orderBy('name_key').orderBy('id').execute();
}

/** Users' names by id (the "user" entries' records). */
export function findUsersByIds(db: Db, ids: number[]) {
  return db.selectFrom('users').select(['id', 'name', 'surname']).where('id', 'in', ids).execute();
}

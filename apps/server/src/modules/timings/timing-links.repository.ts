import type { Db } from '../../db/database.ts';

/** The project, client and archive time of a to-do (undefined when the to-do doesn't exist). */
export function findTodoLinks(db: Db, todoId: number) {
  return db
    .selectFrom('todos')
    .select(['project_id', 'client_id', 'archived_at'])
    .where('id', '=', todoId)
    .executeTakeFirst();
}

/** The client of a project (undefined when the project doesn't exist). */
export function findProjectLinks(db: Db, projectId: number) {
  return db.selectFrom('projects').select('client_id').where('id', '=', projectId).executeTakeFirst();
}

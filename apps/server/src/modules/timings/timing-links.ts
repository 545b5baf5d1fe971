import type { Db } from '../../db/database.ts';
import { validationError } from '../../http/api-error.ts';
import { clientExists } from '../clients/client.repository.ts';
import { findProjectLinks, findTodoLinks } from './timing-links.repository.ts';

/** The to-do, project and client an entry is linked to. */
export interface TimingLinks {
  todo_id: number | null;
  project_id: number | null;
  client_id: number | null;
}

/**
 * A to-do gives its project and client, a project its client, when those are not given. Time can't
 * be booked on an archived to-do (restore it first); an entry already on it keeps it when edited
 * (`currentTodoId`).
 */
export async function resolveTimingLinks(
  db: Db,
  links: TimingLinks,
  currentTodoId: number | null = null,
): Promise<TimingLinks> {
  const out: TimingLinks = {
    todo_id: links.todo_id,
    project_id: links.project_id,
    client_id: links.client_id,
  };
  if (out.todo_id !== null) {
    const todo = await findTodoLinks(db, out.todo_id);
    if (!todo) throw validationError({ todo_id: ['To-do non valido'] });
    if (todo.archived_at !== null && out.todo_id !== currentTodoId)
      throw validationError({ todo_id: ['Il to-do è archiviato: ripristinalo per registrarci tempo'] });
    out.project_id ??= todo.project_id;
    out.client_id ??= todo.client_id;
  }
  if (out.project_id !== null) {
    const project = await findProjectLinks(db, out.project_id);
    if (!project) throw validationError({ project_id: ['Progetto non valido'] });
    out.client_id ??= project.client_id;
  }
  if (out.client_id !== null) {
    if (!(await clientExists(db, out.client_id)))
      throw validationError({ client_id: ['Cliente non valido'] });
  }
  return out;
}

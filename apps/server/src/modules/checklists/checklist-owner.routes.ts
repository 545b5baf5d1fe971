import type { OwnerChecklistEndpoints } from '@officina/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { RouteAccess } from '../../http/access.ts';
import { routesOf } from '../../http/routes.ts';
import type { ZodApp } from '../../http/types.ts';
import type { ChecklistOwner } from './checklist.repository.ts';
import { addItem, applyTemplate, getChecklist } from './checklist.service.ts';

export const CHECKLIST_TAG = 'checklists';

/**
 * A kind of record that has a checklist (a to-do, a project), declared by the module that owns it
 * (todos/todo-checklist.ts, projects/project-checklist.ts): this module knows none of them.
 */
export interface ChecklistOwnerKind {
  /** The owner's column in checklist_items. */
  key: 'todo_id' | 'project_id';
  endpoints: OwnerChecklistEndpoints;
  /** Who may read the checklist, and who may change it (http/access.ts). */
  access: { read: RouteAccess; edit: RouteAccess };
  /** Throws (403, 404) unless the signed-in user may read the checklist of owner `id`. */
  assertCanRead(db: Db, request: FastifyRequest, id: number): Promise<void>;
  /** Throws (403, 404, 409) unless the signed-in user may change it (ticking included). */
  assertCanEdit(db: Db, request: FastifyRequest, id: number): Promise<void>;
}

export function ownerOf(kind: ChecklistOwnerKind, id: number): ChecklistOwner {
  return kind.key === 'todo_id' ? { todo_id: id } : { project_id: id };
}

/** The owner's checklist routes: read it, add an item, add a template's items. */
export function declareOwnerChecklistRoutes(app: ZodApp, db: Db, kind: ChecklistOwnerKind): void {
  const { idRoute } = routesOf(app, CHECKLIST_TAG);
  const { get, add, apply } = kind.endpoints;
  idRoute(get, {
    access: kind.access.read,
    handler: async (request) => {
      await kind.assertCanRead(db, request, request.params.id);
      return getChecklist(db, ownerOf(kind, request.params.id));
    },
  });
  idRoute(add, {
    access: kind.access.edit,
    handler: async (request) => {
      await kind.assertCanEdit(db, request, request.params.id);
      return addItem(db, ownerOf(kind, request.params.id), request.body);
    },
  });
  idRoute(apply, {
    access: kind.access.edit,
    handler: async (request) => {
      await kind.assertCanEdit(db, request, request.params.id);
      return applyTemplate(db, ownerOf(kind, request.params.id), request.body.template_id);
    },
  });
}

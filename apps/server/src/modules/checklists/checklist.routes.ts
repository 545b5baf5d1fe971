import {
  createChecklistTemplateEndpoint,
  deleteChecklistItemEndpoint,
  deleteChecklistTemplateEndpoint,
  getChecklistTemplateEndpoint,
  listChecklistTemplatesEndpoint,
  toggleChecklistItemEndpoint,
  updateChecklistItemEndpoint,
  updateChecklistTemplateEndpoint,
} from '@officina/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { anyOf, signedIn } from '../../http/access.ts';
import { forbidden } from '../../http/api-error.ts';
import { routesOf } from '../../http/routes.ts';
import { requireUser } from '../../plugins/auth.ts';
import {
  createTemplate,
  deleteItem,
  deleteTemplate,
  getTemplate,
  itemOwner,
  listTemplates,
  toggleItem,
  updateItem,
  updateTemplate,
} from './checklist.service.ts';
import { type ChecklistOwnerKind, CHECKLIST_TAG as TAG } from './checklist-owner.routes.ts';

/**
 * Who may change an item: the rule of its owner's kind (a to-do's, a project's), handed over by
 * api.ts from the modules that own them.
 */
async function assertCanEditItem(
  db: Db,
  request: FastifyRequest,
  owners: ChecklistOwnerKind[],
  itemId: number,
): Promise<void> {
  const owner = await itemOwner(db, itemId);
  const kind = owners.find((k) => k.key in owner);
  if (!kind) throw forbidden();
  await kind.assertCanEdit(db, request, (owner as Record<string, number>)[kind.key] as number);
}

/**
 * /api/checklist-templates and /api/checklist-items/:id. The checklists of to-dos and projects
 * (`/todos/:id/checklist`…) are declared by their modules (declareOwnerChecklistRoutes).
 */
export async function checklistRoutes(
  scope: FastifyInstance,
  { ctx, owners }: { ctx: AppContext; owners: ChecklistOwnerKind[] },
): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { route, idRoute } = routesOf(app, TAG);
  const db = ctx.db;
  const templateWriter = anyOf(['manage_todos', 'manage_projects']);
  // An item is changed under its owner's rules (a to-do's assignee or manage_todos, a project's manage_projects).
  const itemEditor = signedIn({ own: "its to-do's assignee", others: ['manage_todos'], refusal: 403 });

  route(listChecklistTemplatesEndpoint, {
    access: signedIn(),
    handler: () => listTemplates(db),
  });
  route(createChecklistTemplateEndpoint, {
    access: templateWriter,
    handler: async (request) => ({
      template: await createTemplate(db, requireUser(request).user.id, request.body),
    }),
  });
  idRoute(getChecklistTemplateEndpoint, {
    access: signedIn(),
    handler: async (request) => ({ template: await getTemplate(db, request.params.id) }),
  });
  idRoute(updateChecklistTemplateEndpoint, {
    access: templateWriter,
    handler: async (request) => ({ template: await updateTemplate(db, request.params.id, request.body) }),
  });
  idRoute(deleteChecklistTemplateEndpoint, {
    access: templateWriter,
    handler: (request) => deleteTemplate(db, request.params.id),
  });

  idRoute(updateChecklistItemEndpoint, {
    access: itemEditor,
    handler: async (request) => {
      await assertCanEditItem(db, request, owners, request.params.id);
      return updateItem(db, request.params.id, request.body);
    },
  });
  idRoute(deleteChecklistItemEndpoint, {
    access: itemEditor,
    handler: async (request) => {
      await assertCanEditItem(db, request, owners, request.params.id);
      return deleteItem(db, request.params.id);
    },
  });
  idRoute(toggleChecklistItemEndpoint, {
    access: itemEditor,
    handler: async (request) => {
      await assertCanEditItem(db, request, owners, request.params.id);
      return {
        item: await toggleItem(db, requireUser(request).user.id, request.params.id, request.body?.checked),
      };
    },
  });
}

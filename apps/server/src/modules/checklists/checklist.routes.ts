import {
  can,
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
  const templateWriter = async (request: FastifyRequest) => {
    const { ability } = requireUser(request);
    if (!can(ability, 'manage_todos') && !can(ability, 'manage_projects')) throw forbidden();
  };

  route(listChecklistTemplatesEndpoint, {
    handler: () => listTemplates(db),
  });
  route(createChecklistTemplateEndpoint, {
    preHandler: templateWriter,
    handler: async (request) => ({
      template: await createTemplate(db, requireUser(request).user.id, request.body),
    }),
  });
  idRoute(getChecklistTemplateEndpoint, {
    handler: async (request) => ({ template: await getTemplate(db, request.params.id) }),
  });
  idRoute(updateChecklistTemplateEndpoint, {
    preHandler: templateWriter,
    handler: async (request) => ({ template: await updateTemplate(db, request.params.id, request.body) }),
  });
  idRoute(deleteChecklistTemplateEndpoint, {
    preHandler: templateWriter,
    handler: (request) => deleteTemplate(db, request.params.id),
  });

  idRoute(updateChecklistItemEndpoint, {
    handler: async (request) => {
      await assertCanEditItem(db, request, owners, request.params.id);
      return updateItem(db, request.params.id, request.body);
    },
  });
  idRoute(deleteChecklistItemEndpoint, {
    handler: async (request) => {
      await assertCanEditItem(db, request, owners, request.params.id);
      return deleteItem(db, request.params.id);
    },
  });
  idRoute(toggleChecklistItemEndpoint, {
    handler: async (request) => {
      await assertCanEditItem(db, request, owners, request.params.id);
      return {
        item: await toggleItem(db, requireUser(request).user.id, request.params.id, request.body?.checked),
      };
    },
  });
}

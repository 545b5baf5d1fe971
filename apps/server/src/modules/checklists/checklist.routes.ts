import {
  addProjectChecklistItemEndpoint,
  addTodoChecklistItemEndpoint,
  applyProjectChecklistTemplateEndpoint,
  applyTodoChecklistTemplateEndpoint,
  can,
  createChecklistTemplateEndpoint,
  deleteChecklistItemEndpoint,
  deleteChecklistTemplateEndpoint,
  getChecklistTemplateEndpoint,
  listChecklistTemplatesEndpoint,
  projectChecklistEndpoint,
  todoChecklistEndpoint,
  toggleChecklistItemEndpoint,
  updateChecklistItemEndpoint,
  updateChecklistTemplateEndpoint,
} from '@officina/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { forbidden } from '../../http/api-error.ts';
import { idRouteSchema, routeSchema } from '../../http/route-schema.ts';
import { requirePermission, requireUser } from '../../plugins/auth.ts';
import { assertProjectExists } from '../projects/project.service.ts';
import { assertTodoActive } from '../todos/todo.mapper.ts';
import { assertCanWorkOnTodo } from '../todos/todo.service.ts';
import type { ChecklistOwner } from './checklist.repository.ts';
import {
  addItem,
  applyTemplate,
  createTemplate,
  deleteItem,
  deleteTemplate,
  getChecklist,
  getTemplate,
  itemOwner,
  listTemplates,
  toggleItem,
  updateItem,
  updateTemplate,
} from './checklist.service.ts';

const TAG = 'checklists';

/**
 * Who may change a checklist: a to-do's with manage_todos or as its assignee; a project's with
 * view_projects + manage_projects.
 */
async function assertCanEdit(db: Db, request: FastifyRequest, owner: ChecklistOwner): Promise<void> {
  const { user, ability } = requireUser(request);
  if ('todo_id' in owner) {
    assertTodoActive(await assertCanWorkOnTodo(db, owner.todo_id, user.id, can(ability, 'manage_todos')));
    return;
  }
  if (!can(ability, 'view_projects') || !can(ability, 'manage_projects')) throw forbidden();
  await assertProjectExists(db, owner.project_id);
}

export async function checklistRoutes(scope: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db;
  const templateWriter = async (request: FastifyRequest) => {
    const { ability } = requireUser(request);
    if (!can(ability, 'manage_todos') && !can(ability, 'manage_projects')) throw forbidden();
  };

  app.route({
    method: listChecklistTemplatesEndpoint.method,
    url: listChecklistTemplatesEndpoint.path,
    schema: routeSchema(listChecklistTemplatesEndpoint, TAG),
    handler: () => listTemplates(db),
  });
  app.route({
    method: createChecklistTemplateEndpoint.method,
    url: createChecklistTemplateEndpoint.path,
    schema: routeSchema(createChecklistTemplateEndpoint, TAG),
    preHandler: templateWriter,
    handler: async (request) => ({
      template: await createTemplate(db, requireUser(request).user.id, request.body),
    }),
  });
  app.route({
    method: getChecklistTemplateEndpoint.method,
    url: getChecklistTemplateEndpoint.path,
    schema: idRouteSchema(getChecklistTemplateEndpoint, TAG),
    handler: async (request) => ({ template: await getTemplate(db, request.params.id) }),
  });
  app.route({
    method: updateChecklistTemplateEndpoint.method,
    url: updateChecklistTemplateEndpoint.path,
    schema: idRouteSchema(updateChecklistTemplateEndpoint, TAG),
    preHandler: templateWriter,
    handler: async (request) => ({ template: await updateTemplate(db, request.params.id, request.body) }),
  });
  app.route({
    method: deleteChecklistTemplateEndpoint.method,
    url: deleteChecklistTemplateEndpoint.path,
    schema: idRouteSchema(deleteChecklistTemplateEndpoint, TAG),
    preHandler: templateWriter,
    handler: (request) => deleteTemplate(db, request.params.id),
  });

  app.route({
    method: todoChecklistEndpoint.method,
    url: todoChecklistEndpoint.path,
    schema: idRouteSchema(todoChecklistEndpoint, TAG),
    handler: async (request) => {
      const { user } = requireUser(request);
      await assertCanWorkOnTodo(db, request.params.id, user.id, true);
      return getChecklist(db, { todo_id: request.params.id });
    },
  });
  app.route({
    method: addTodoChecklistItemEndpoint.method,
    url: addTodoChecklistItemEndpoint.path,
    schema: idRouteSchema(addTodoChecklistItemEndpoint, TAG),
    handler: async (request) => {
      const owner = { todo_id: request.params.id };
      await assertCanEdit(db, request, owner);
      return addItem(db, owner, request.body);
    },
  });
  app.route({
    method: applyTodoChecklistTemplateEndpoint.method,
    url: applyTodoChecklistTemplateEndpoint.path,
    schema: idRouteSchema(applyTodoChecklistTemplateEndpoint, TAG),
    handler: async (request) => {
      const owner = { todo_id: request.params.id };
      await assertCanEdit(db, request, owner);
      return applyTemplate(db, owner, request.body.template_id);
    },
  });

  app.route({
    method: projectChecklistEndpoint.method,
    url: projectChecklistEndpoint.path,
    schema: idRouteSchema(projectChecklistEndpoint, TAG),
    preHandler: requirePermission('view_projects'),
    handler: async (request) => {
      await assertProjectExists(db, request.params.id);
      return getChecklist(db, { project_id: request.params.id });
    },
  });
  app.route({
    method: addProjectChecklistItemEndpoint.method,
    url: addProjectChecklistItemEndpoint.path,
    schema: idRouteSchema(addProjectChecklistItemEndpoint, TAG),
    handler: async (request) => {
      const owner = { project_id: request.params.id };
      await assertCanEdit(db, request, owner);
      return addItem(db, owner, request.body);
    },
  });
  app.route({
    method: applyProjectChecklistTemplateEndpoint.method,
    url: applyProjectChecklistTemplateEndpoint.path,
    schema: idRouteSchema(applyProjectChecklistTemplateEndpoint, TAG),
    handler: async (request) => {
      const owner = { project_id: request.params.id };
      await assertCanEdit(db, request, owner);
      return applyTemplate(db, owner, request.body.template_id);
    },
  });

  app.route({
    method: updateChecklistItemEndpoint.method,
    url: updateChecklistItemEndpoint.path,
    schema: idRouteSchema(updateChecklistItemEndpoint, TAG),
    handler: async (request) => {
      await assertCanEdit(db, request, await itemOwner(db, request.params.id));
      return updateItem(db, request.params.id, request.body);
    },
  });
  app.route({
    method: deleteChecklistItemEndpoint.method,
    url: deleteChecklistItemEndpoint.path,
    schema: idRouteSchema(deleteChecklistItemEndpoint, TAG),
    handler: async (request) => {
      await assertCanEdit(db, request, await itemOwner(db, request.params.id));
      return deleteItem(db, request.params.id);
    },
  });
  app.route({
    method: toggleChecklistItemEndpoint.method,
    url: toggleChecklistItemEndpoint.path,
    schema: idRouteSchema(toggleChecklistItemEndpoint, TAG),
    handler: async (request) => {
      await assertCanEdit(db, request, await itemOwner(db, request.params.id));
      return {
        item: await toggleItem(db, requireUser(request).user.id, request.params.id, request.body?.checked),
      };
    },
  });
}

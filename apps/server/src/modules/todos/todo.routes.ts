import {
  can,
  completeTodoEndpoint,
  createTodoEndpoint,
  deleteTodoEndpoint,
  getTodoEndpoint,
  listTodosEndpoint,
  restoreTodoEndpoint,
  setTodoRecurrenceEndpoint,
  setTodoStateEndpoint,
  todoActivityEndpoint,
  todoBoardEndpoint,
  updateTodoEndpoint,
} from '@officina/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { allOf, signedIn } from '../../http/access.ts';
import { routesOf } from '../../http/routes.ts';
import { requireUser } from '../../plugins/auth.ts';
import { recordChangeLabels } from '../../records/activity-labels.ts';
import { recordRoutes } from '../../records/record-routes.ts';
import { getActivityPage } from '../activity/activity.service.ts';
import { declareOwnerChecklistRoutes } from '../checklists/checklist-owner.routes.ts';
import { TODO_ENTITY } from './todo.mapper.ts';
import {
  assertTodoExists,
  createTodo,
  deleteTodo,
  getTodo,
  restoreTodo,
  updateTodo,
} from './todo.service.ts';
import { todoChecklist } from './todo-checklist.ts';
import { getTodoBoard, listTodos } from './todo-list.service.ts';
import { setTodoRecurrence } from './todo-series.service.ts';
import { completeTodo, setTodoState } from './todo-state.service.ts';

const TAG = 'todos';

/** The signed-in user and whether they hold manage_todos (else only their assigned to-dos' state). */
export function todoActor(request: FastifyRequest) {
  const { user, ability } = requireUser(request);
  return { userId: user.id, canManage: can(ability, 'manage_todos') };
}

/**
 * /api/todos. Reading is open to every signed-in user (the team's to-dos); creating, editing,
 * recurrence, deleting and restoring need manage_todos; state changes and completion also the assignees.
 */
export async function todoRoutes(scope: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const routes = routesOf(app, TAG);
  const { route, idRoute } = routes;
  const manage = allOf(['manage_todos']);
  const assignee = signedIn({ own: 'assignee', others: ['manage_todos'], refusal: 403 });

  route(listTodosEndpoint, {
    access: signedIn(),
    handler: (request) => listTodos(ctx.db, requireUser(request).user.id, request.query),
  });
  route(todoBoardEndpoint, {
    access: signedIn(),
    handler: (request) => getTodoBoard(ctx.db, requireUser(request).user.id, request.query),
  });
  // Every signed-in user reads the team's to-dos.
  recordRoutes(routes, ctx.db, {
    calls: {
      create: [createTodoEndpoint, createTodo],
      get: [getTodoEndpoint, getTodo],
      update: [updateTodoEndpoint, updateTodo],
      delete: [deleteTodoEndpoint, deleteTodo],
      restore: [restoreTodoEndpoint, restoreTodo],
    },
    key: 'todo',
    read: signedIn(),
    write: manage,
  });
  idRoute(setTodoStateEndpoint, {
    access: assignee,
    handler: (request) => {
      const { userId, canManage } = todoActor(request);
      return setTodoState(ctx.db, userId, canManage, request.params.id, request.body);
    },
  });
  idRoute(completeTodoEndpoint, {
    access: assignee,
    handler: (request) => {
      const { userId, canManage } = todoActor(request);
      return completeTodo(ctx.db, userId, canManage, request.params.id);
    },
  });
  idRoute(setTodoRecurrenceEndpoint, {
    access: manage,
    handler: async (request) => ({
      todo: await setTodoRecurrence(ctx.db, requireUser(request).user.id, request.params.id, request.body),
    }),
  });
  idRoute(todoActivityEndpoint, {
    access: signedIn(),
    handler: async (request) => {
      await assertTodoExists(ctx.db, request.params.id);
      return getActivityPage(ctx.db, TODO_ENTITY, request.params.id, request.query, recordChangeLabels);
    },
  });
  declareOwnerChecklistRoutes(app, ctx.db, todoChecklist);
}

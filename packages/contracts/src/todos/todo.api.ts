import { z } from 'zod';
import { activityPageSchema } from '../clients/client.api.ts';
import { activityQuerySchema } from '../common/activity.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { pageOf } from '../common/pagination.ts';
import { recordEndpoints } from '../common/record-endpoints.ts';
import {
  createTodoInputSchema,
  setTodoRecurrenceInputSchema,
  setTodoStateInputSchema,
  todoBoardQuerySchema,
  todoBoardSchema,
  todoListQuerySchema,
  todoViewSchema,
  updateTodoInputSchema,
} from './todo.schemas.ts';

export const todoPageSchema = pageOf(todoViewSchema);
export type TodoPage = z.infer<typeof todoPageSchema>;
export const todoResponseSchema = z.object({ todo: todoViewSchema });
export type TodoResponse = z.infer<typeof todoResponseSchema>;

/** Completing answers the closed to-do and, for a recurring one, the next occurrence (else null). */
export const todoCompletedSchema = z.object({ todo: todoViewSchema, next: todoViewSchema.nullable() });
export type TodoCompleted = z.infer<typeof todoCompletedSchema>;

/**
 * list: any signed-in user, `assignee=me` by default; create, update, delete, restore: manage_todos.
 * delete: deleted (with its checklist) unless time entries point at it: then archived.
 * restore: idempotent, a to-do that is not archived is answered unchanged.
 */
export const {
  list: listTodosEndpoint,
  create: createTodoEndpoint,
  get: getTodoEndpoint,
  update: updateTodoEndpoint,
  delete: deleteTodoEndpoint,
  restore: restoreTodoEndpoint,
} = recordEndpoints({
  path: '/todos',
  name: 'Todo',
  summaries: {
    list: 'Elenco to-do (default: i miei; filtri, ricerca, ordinamento; avanzamento checklist)',
    create: 'Nuovo to-do',
    get: 'Un to-do',
    update: 'Modifica un to-do (409 se updated_at non è più quello attuale)',
    delete: 'Elimina un to-do',
    restore: 'Ripristina un to-do archiviato',
  },
  listQuery: todoListQuerySchema,
  page: todoPageSchema,
  create: createTodoInputSchema,
  update: updateTodoInputSchema,
  response: todoResponseSchema,
});

export const todoBoardEndpoint = defineEndpoint({
  operationId: 'todoBoard',
  method: 'GET',
  path: '/todos/board',
  summary: 'Bacheca to-do: colonne per stato con le schede',
  query: todoBoardQuerySchema,
  response: todoBoardSchema,
});

/** manage_todos or assigned to the to-do. Moving into a closed state completes it (see complete). */
export const setTodoStateEndpoint = defineEndpoint({
  operationId: 'setTodoState',
  method: 'PUT',
  path: '/todos/:id/state',
  summary: 'Cambia lo stato (bacheca); in uno stato chiuso equivale a completare',
  body: setTodoStateInputSchema,
  response: todoCompletedSchema,
});

/** manage_todos or assigned. Idempotent: an already completed to-do answers next: null. */
export const completeTodoEndpoint = defineEndpoint({
  operationId: 'completeTodo',
  method: 'POST',
  path: '/todos/:id/complete',
  summary: 'Completa il to-do; se ricorrente crea la prossima occorrenza',
  response: todoCompletedSchema,
});

/** Permission: manage_todos. */
export const setTodoRecurrenceEndpoint = defineEndpoint({
  operationId: 'setTodoRecurrence',
  method: 'PUT',
  path: '/todos/:id/recurrence',
  summary: 'Modifica o interrompe (type_repeat none) la ripetizione',
  body: setTodoRecurrenceInputSchema,
  response: todoResponseSchema,
});

export const todoActivityEndpoint = defineEndpoint({
  operationId: 'todoActivity',
  method: 'GET',
  path: '/todos/:id/activity',
  summary: 'Attività del to-do',
  query: activityQuerySchema,
  response: activityPageSchema,
});

import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { recordEndpoints } from '../common/record-endpoints.ts';
import {
  applyChecklistTemplateInputSchema,
  checklistItemSchema,
  checklistSchema,
  checklistTemplateInputSchema,
  checklistTemplateSchema,
  createChecklistItemInputSchema,
  toggleChecklistItemInputSchema,
  updateChecklistItemInputSchema,
  updateChecklistTemplateInputSchema,
} from './checklist.schemas.ts';

export const checklistItemResponseSchema = z.object({ item: checklistItemSchema });
export const checklistTemplateResponseSchema = z.object({ template: checklistTemplateSchema });
export const checklistTemplateListSchema = z.object({ data: z.array(checklistTemplateSchema) });

// Templates: read by every signed-in user, written with manage_todos or manage_projects.
export const {
  list: listChecklistTemplatesEndpoint,
  create: createChecklistTemplateEndpoint,
  get: getChecklistTemplateEndpoint,
  update: updateChecklistTemplateEndpoint,
  delete: deleteChecklistTemplateEndpoint,
} = recordEndpoints({
  path: '/checklist-templates',
  name: 'ChecklistTemplate',
  summaries: {
    list: 'Modelli di checklist (per nome)',
    create: 'Nuovo modello di checklist',
    get: 'Un modello di checklist',
    update: 'Modifica un modello (409 se updated_at non è più quello attuale)',
    delete: 'Elimina un modello (le checklist già create restano)',
  },
  page: checklistTemplateListSchema,
  create: checklistTemplateInputSchema,
  update: updateChecklistTemplateInputSchema,
  response: checklistTemplateResponseSchema,
});

/**
 * The checklist of one owner (a to-do or a project) at `<owner path>/:id/checklist`: read it, add
 * an item, add a template's items. `of` ends the summaries ("del to-do"); `owner` names the
 * operations (`todoChecklist`, `addTodoChecklistItem`, `applyTodoChecklistTemplate`).
 */
export function ownerChecklistEndpoints(ownerPath: string, of: string, owner: string) {
  const path = `${ownerPath}/:id/checklist`;
  return {
    get: defineEndpoint({
      method: 'GET',
      path,
      operationId: `${owner.toLowerCase()}Checklist`,
      summary: `Checklist ${of}`,
      response: checklistSchema,
    }),
    add: defineEndpoint({
      method: 'POST',
      path,
      operationId: `add${owner}ChecklistItem`,
      summary: `Aggiunge una voce alla checklist ${of}`,
      body: createChecklistItemInputSchema,
      response: checklistSchema,
    }),
    apply: defineEndpoint({
      method: 'POST',
      path: `${path}/apply-template`,
      operationId: `apply${owner}ChecklistTemplate`,
      summary: `Aggiunge le voci di un modello alla checklist ${of}`,
      body: applyChecklistTemplateInputSchema,
      response: checklistSchema,
    }),
  };
}
export type OwnerChecklistEndpoints = ReturnType<typeof ownerChecklistEndpoints>;

// Checklist of a to-do: manage_todos or assigned to it.
export const todoChecklistEndpoints = ownerChecklistEndpoints('/todos', 'del to-do', 'Todo');
export const {
  get: todoChecklistEndpoint,
  add: addTodoChecklistItemEndpoint,
  apply: applyTodoChecklistTemplateEndpoint,
} = todoChecklistEndpoints;

// Checklist of a project: view_projects to read, manage_projects to write (ticking too).
export const projectChecklistEndpoints = ownerChecklistEndpoints('/projects', 'del progetto', 'Project');
export const {
  get: projectChecklistEndpoint,
  add: addProjectChecklistItemEndpoint,
  apply: applyProjectChecklistTemplateEndpoint,
} = projectChecklistEndpoints;

// One item (the owner's rule applies: to-do or project).
export const updateChecklistItemEndpoint = defineEndpoint({
  operationId: 'updateChecklistItem',
  method: 'PUT',
  path: '/checklist-items/:id',
  summary: 'Modifica testo e/o posizione di una voce; risponde la checklist intera',
  body: updateChecklistItemInputSchema,
  response: checklistSchema,
});
export const deleteChecklistItemEndpoint = defineEndpoint({
  operationId: 'deleteChecklistItem',
  method: 'DELETE',
  path: '/checklist-items/:id',
  summary: 'Elimina una voce; risponde la checklist intera',
  response: checklistSchema,
});
/** Ticking records checked_by (me) and checked_at (now); unticking clears both. */
export const toggleChecklistItemEndpoint = defineEndpoint({
  operationId: 'toggleChecklistItem',
  method: 'POST',
  path: '/checklist-items/:id/toggle',
  summary: 'Spunta o toglie la spunta (registra chi e quando)',
  body: toggleChecklistItemInputSchema,
  response: checklistItemResponseSchema,
});

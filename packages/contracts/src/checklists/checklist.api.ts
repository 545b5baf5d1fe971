import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { deleteResultSchema } from '../common/records.ts';
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
export const listChecklistTemplatesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/checklist-templates',
  summary: 'Modelli di checklist (per nome)',
  response: checklistTemplateListSchema,
});
export const createChecklistTemplateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/checklist-templates',
  summary: 'Nuovo modello di checklist',
  body: checklistTemplateInputSchema,
  response: checklistTemplateResponseSchema,
});
export const getChecklistTemplateEndpoint = defineEndpoint({
  method: 'GET',
  path: '/checklist-templates/:id',
  summary: 'Un modello di checklist',
  response: checklistTemplateResponseSchema,
});
export const updateChecklistTemplateEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/checklist-templates/:id',
  summary: 'Modifica un modello (409 se updated_at non è più quello attuale)',
  body: updateChecklistTemplateInputSchema,
  response: checklistTemplateResponseSchema,
});
export const deleteChecklistTemplateEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/checklist-templates/:id',
  summary: 'Elimina un modello (le checklist già create restano)',
  response: deleteResultSchema,
});

// Checklist of a to-do: manage_todos or assigned to it.
export const todoChecklistEndpoint = defineEndpoint({
  method: 'GET',
  path: '/todos/:id/checklist',
  summary: 'Checklist del to-do',
  response: checklistSchema,
});
export const addTodoChecklistItemEndpoint = defineEndpoint({
  method: 'POST',
  path: '/todos/:id/checklist',
  summary: 'Aggiunge una voce alla checklist del to-do',
  body: createChecklistItemInputSchema,
  response: checklistSchema,
});
export const applyTodoChecklistTemplateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/todos/:id/checklist/apply-template',
  summary: 'Aggiunge le voci di un modello alla checklist del to-do',
  body: applyChecklistTemplateInputSchema,
  response: checklistSchema,
});

// Checklist of a project: view_projects to read, manage_projects to write (ticking too).
export const projectChecklistEndpoint = defineEndpoint({
  method: 'GET',
  path: '/projects/:id/checklist',
  summary: 'Checklist del progetto',
  response: checklistSchema,
});
export const addProjectChecklistItemEndpoint = defineEndpoint({
  method: 'POST',
  path: '/projects/:id/checklist',
  summary: 'Aggiunge una voce alla checklist del progetto',
  body: createChecklistItemInputSchema,
  response: checklistSchema,
});
export const applyProjectChecklistTemplateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/projects/:id/checklist/apply-template',
  summary: 'Aggiunge le voci di un modello alla checklist del progetto',
  body: applyChecklistTemplateInputSchema,
  response: checklistSchema,
});

// One item (the owner's rule applies: to-do or project).
export const updateChecklistItemEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/checklist-items/:id',
  summary: 'Modifica testo e/o posizione di una voce; risponde la checklist intera',
  body: updateChecklistItemInputSchema,
  response: checklistSchema,
});
export const deleteChecklistItemEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/checklist-items/:id',
  summary: 'Elimina una voce; risponde la checklist intera',
  response: checklistSchema,
});
/** Ticking records checked_by (me) and checked_at (now); unticking clears both. */
export const toggleChecklistItemEndpoint = defineEndpoint({
  method: 'POST',
  path: '/checklist-items/:id/toggle',
  summary: 'Spunta o toglie la spunta (registra chi e quando)',
  body: toggleChecklistItemInputSchema,
  response: checklistItemResponseSchema,
});

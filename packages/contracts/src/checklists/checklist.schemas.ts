import { z } from 'zod';
import { instantSchema, refIdSchema, versionSchema } from '../common/id.ts';
import { checklistProgressSchema } from '../todos/todo.schemas.ts';

export const checklistItemSchema = z.object({
  id: z.number().int(),
  todo_id: z.number().int().nullable(),
  project_id: z.number().int().nullable(),
  text: z.string(),
  position: z.number().int(),
  /** When and by whom it was ticked; both null when not ticked. */
  checked_at: instantSchema.nullable(),
  checked_by: z.number().int().nullable(),
  checked_by_name: z.string().nullable(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const checklistSchema = z.object({
  items: z.array(checklistItemSchema),
  progress: checklistProgressSchema,
});
export type Checklist = z.infer<typeof checklistSchema>;

const itemText = z.string().trim().min(1, 'Inserisci il testo').max(500, 'Al massimo 500 caratteri');

/** New item; without position it goes last. */
export const createChecklistItemInputSchema = z.object({
  text: itemText,
  position: z.number().int().min(0).optional(),
});
export type CreateChecklistItemInput = z.infer<typeof createChecklistItemInputSchema>;

/** Text and/or position (0-based; the others shift). */
export const updateChecklistItemInputSchema = z.object({
  text: itemText.optional(),
  position: z.number().int().min(0).optional(),
});
export type UpdateChecklistItemInput = z.infer<typeof updateChecklistItemInputSchema>;

/** Without `checked`, flips the item; with it, sets it. */
export const toggleChecklistItemInputSchema = z.object({ checked: z.boolean().optional() }).default({});
export type ToggleChecklistItemInput = z.infer<typeof toggleChecklistItemInputSchema>;

/** Appends the template's items (unticked) after the existing ones. */
export const applyChecklistTemplateInputSchema = z.object({ template_id: refIdSchema });
export type ApplyChecklistTemplateInput = z.infer<typeof applyChecklistTemplateInputSchema>;

export const checklistTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Item texts in order. */
  items: z.array(z.string()),
  created_at: instantSchema,
  updated_at: instantSchema,
});
export type ChecklistTemplate = z.infer<typeof checklistTemplateSchema>;

export const checklistTemplateInputSchema = z.object({
  name: z.string().trim().min(1, 'Inserisci il nome').max(200, 'Al massimo 200 caratteri'),
  items: z.array(itemText).max(200).default([]),
});
export type ChecklistTemplateInput = z.infer<typeof checklistTemplateInputSchema>;

export const updateChecklistTemplateInputSchema = checklistTemplateInputSchema.extend({
  updated_at: versionSchema,
});
export type UpdateChecklistTemplateInput = z.infer<typeof updateChecklistTemplateInputSchema>;

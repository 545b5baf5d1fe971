import {
  type ChecklistTemplate,
  type ChecklistTemplateInput,
  checklistTemplateInputSchema,
} from '@officina/contracts';
import { z } from 'zod';

/**
 * The template dialog's fields: the contracts' name, and the items as rows (react-hook-form keeps
 * arrays of objects). A blank row is allowed while typing and dropped on save.
 */
export const templateFormSchema = z.object({
  name: checklistTemplateInputSchema.shape.name,
  items: z
    .array(z.object({ text: z.string().max(500, 'Al massimo 500 caratteri') }))
    .max(200, 'Al massimo 200 voci'),
});
export type TemplateFormValues = z.input<typeof templateFormSchema>;

/** A template's values, or a new one with one empty row to start typing in. */
export function templateFormValues(template?: ChecklistTemplate): TemplateFormValues {
  if (!template) return { name: '', items: [{ text: '' }] };
  return { name: template.name, items: template.items.map((text) => ({ text })) };
}

/** The API input: trimmed texts in order, blank rows left out. */
export function toTemplateInput(values: TemplateFormValues): ChecklistTemplateInput {
  return {
    name: values.name.trim(),
    items: values.items.map((item) => item.text.trim()).filter((text) => text !== ''),
  };
}

/** "3 voci", "1 voce", "Nessuna voce". */
export function itemCountLabel(count: number): string {
  if (count === 0) return 'Nessuna voce';
  return count === 1 ? '1 voce' : `${count} voci`;
}

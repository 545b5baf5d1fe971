/**
 * Query keys of checklist templates, all under `checklist-templates`; the checklists' "Da modello"
 * menu (components/checklist-template-menu.tsx) reads the same list key.
 */
export const checklistTemplateKeys = {
  all: ['checklist-templates'] as const,
  list: ['checklist-templates', 'list'] as const,
};

import type { Checklist } from '@officina/contracts';
import { type ChecklistOwner, useChecklistActions } from '../lib/entities/checklists.ts';
import { ChecklistPanel } from './checklist-panel.tsx';

interface RecordChecklistProps {
  /** Whose checklist: a project's or a to-do's. */
  owner: ChecklistOwner;
  id: number;
  checklist: Checklist | undefined;
  canTick: boolean;
  canEdit: boolean;
}

/** The checklist of a project or a to-do, with its add, tick, remove and "Da modello" actions wired. */
export function RecordChecklist({ owner, id, ...panel }: RecordChecklistProps) {
  const actions = useChecklistActions(owner, id);
  return (
    <ChecklistPanel
      {...panel}
      adding={actions.add.isPending}
      onToggle={(itemId, checked) => actions.toggle.mutate({ itemId, checked })}
      onAdd={(text) => actions.add.mutateAsync(text)}
      onRemove={(itemId) => actions.remove.mutateAsync(itemId)}
      onApplyTemplate={(templateId) => actions.apply.mutateAsync(templateId)}
    />
  );
}

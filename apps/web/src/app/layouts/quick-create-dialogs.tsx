import { lazy, Suspense } from 'react';
import { chunkGuard } from '../../lib/chunk-reload.ts';
import { useQuickCreate } from './quick-create.ts';

const TodoFormDialog = lazy(async () => ({
  default: await chunkGuard.load(
    async () => (await import('../../features/todos/components/todo-form-dialog.tsx')).TodoFormDialog,
  ),
}));
const ProjectFormDialog = lazy(async () => ({
  default: await chunkGuard.load(
    async () =>
      (await import('../../features/projects/components/project-form-dialog.tsx')).ProjectFormDialog,
  ),
}));

/** The "+" dialogs (to-do, project), loaded on first use; each is prefilled from the page it opened on. */
export function QuickCreateDialogs() {
  const { open, prefill, close } = useQuickCreate();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      {open === 'todo' ? (
        <TodoFormDialog prefill={prefill} onClose={close} />
      ) : (
        <ProjectFormDialog prefill={{ client_id: prefill.client_id }} onClose={close} />
      )}
    </Suspense>
  );
}

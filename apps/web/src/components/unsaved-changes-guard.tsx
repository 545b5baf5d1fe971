import { useEffect } from 'react';
import { useBeforeUnload, useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog.tsx';

interface UnsavedChangesGuardProps {
  /** True while the form holds changes that are not saved. */
  when: boolean;
}

/**
 * Asks before leaving a form with unsaved changes: in-app navigation (React Router's blocker, answered
 * with an Italian dialog) and closing or reloading the tab (the browser's own prompt). A navigation to
 * the same path (e.g. a query change) is not blocked.
 */
export function UnsavedChangesGuard({ when }: UnsavedChangesGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useBeforeUnload((event) => {
    if (when) event.preventDefault();
  });

  // Changes saved (or discarded) while a navigation was held: let it go.
  useEffect(() => {
    if (blocker.state === 'blocked' && !when) blocker.proceed();
  }, [blocker, when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Modifiche non salvate"
      confirmLabel="Esci senza salvare"
      cancelLabel="Resta nella pagina"
      tone="warning"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      Hai modifiche non salvate. Se esci dalla pagina andranno perse.
    </ConfirmDialog>
  );
}

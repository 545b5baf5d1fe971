import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { RecordFormState } from '../../lib/forms/use-record-form.ts';
import { ConflictAlert } from '../conflict-alert.tsx';
import { UnsavedChangesGuard } from '../unsaved-changes-guard.tsx';
import { type FormCancel, FormFooter } from './form-footer.tsx';

interface RecordConflictProps {
  state: Pick<RecordFormState<unknown>, 'conflict' | 'reloading' | 'reload'>;
  /** "Il cliente", "La persona". */
  what: string;
  changedBy?: 'modificato' | 'modificata';
}

/** The 409 banner of a record form (useRecordForm's state), with its "Ricarica". */
export function RecordConflict({ state, what, changedBy = 'modificato' }: RecordConflictProps) {
  if (!state.conflict) return null;
  return (
    <ConflictAlert what={what} changedBy={changedBy} reloading={state.reloading} onReload={state.reload} />
  );
}

interface RecordFormProps extends RecordConflictProps {
  state: RecordFormState<unknown>;
  /**
   * The form's accessible name for a new and an edited record ("Nuovo cliente", "Modifica cliente"),
   * and the new record's submit button ("Crea cliente"; an edit saves with "Salva modifiche").
   */
  names: { create: string; edit: string; submit: string };
  cancel: FormCancel;
  /** In a dialog the unsaved-changes guard is the dialog's business, and the footer takes its colour. */
  inDialog?: boolean;
  children: ReactNode;
}

/**
 * A record's form page: the unsaved-changes guard, the 409 banner, the sections (children) and the
 * sticky footer with "Annulla" and the submit button. The save cycle is lib/forms/use-record-form.ts.
 */
export function RecordForm({
  state,
  names,
  what,
  changedBy,
  cancel,
  inDialog = false,
  children,
}: RecordFormProps) {
  const editing = state.base !== undefined;
  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={state.submit}
      aria-label={editing ? names.edit : names.create}
    >
      {!inDialog && <UnsavedChangesGuard when={state.unsaved} />}
      <RecordConflict state={state} what={what} {...(changedBy ? { changedBy } : {})} />
      {children}
      <FormFooter
        cancel={cancel}
        submitLabel={editing ? 'Salva modifiche' : names.submit}
        submitting={state.submitting}
        inDialog={inDialog}
      />
    </Stack>
  );
}

import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { type Entity, entityWords } from '../../lib/entities/entity.ts';
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

interface RecordFormProps extends Partial<RecordConflictProps> {
  state: RecordFormState<unknown>;
  /**
   * The entity whose record this is: the default names ("Nuovo cliente", "Modifica cliente",
   * "Crea cliente"), `what` ("Il cliente") and "Annulla" (back to the record, or to the list).
   */
  entity?: Pick<Entity, 'noun' | 'feminine' | 'paths'>;
  /**
   * The form's accessible name for a new and an edited record ("Nuovo cliente", "Modifica cliente"),
   * and the new record's submit button ("Crea cliente"; an edit saves with "Salva modifiche").
   */
  names?: { create: string; edit: string; submit: string };
  cancel?: FormCancel;
  /** In a dialog the unsaved-changes guard is the dialog's business, and the footer takes its colour. */
  inDialog?: boolean;
  children: ReactNode;
}

/**
 * A record's form page: the unsaved-changes guard, the 409 banner, the sections (children) and the
 * sticky footer with "Annulla" and the submit button. The save cycle is lib/forms/use-record-form.ts.
 */
export function RecordForm({ state, entity, inDialog = false, children, ...given }: RecordFormProps) {
  const editing = state.base !== undefined;
  const { names, what, changedBy, cancel } = { ...entityDefaults(entity, state.base), ...given };
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

/** The texts and the "Annulla" of an entity's form; a form's own props win. */
function entityDefaults(entity: RecordFormProps['entity'], base: unknown) {
  if (!entity) return { names: { create: '', edit: '', submit: '' }, what: '', cancel: { to: '' } };
  const words = entityWords(entity);
  const id = (base as { id?: number } | undefined)?.id;
  return {
    names: { create: words.new, edit: `Modifica ${words.one}`, submit: `Crea ${words.one}` },
    what: words.the,
    changedBy: words.changedBy,
    cancel: { to: id === undefined ? entity.paths.list() : entity.paths.detail(id) },
  };
}

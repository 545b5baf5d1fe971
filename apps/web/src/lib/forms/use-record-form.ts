import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type BaseSyntheticEvent, useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { handleSaveError } from '../save-errors.ts';
import { notify, showToast } from '../toast.ts';

/** A record a form edits: the server answers 409 when `updated_at` is not the saved one any more. */
interface Versioned {
  id: number;
  updated_at: string;
}

/** Where "Ricarica" reads the saved record: the detail query of its entity (lib/entities), fetched afresh. */
export interface RecordReload<TRecord, TData> {
  key: (id: number) => QueryKey;
  get: (id: number) => Promise<TData>;
  pick: (data: TData) => TRecord;
}

export interface RecordFormOptions<
  TValues extends FieldValues,
  TOutput,
  TRecord extends Versioned,
  TData,
  TResult,
> {
  /** The react-hook-form instance (`useSchemaForm(schema, values)`: the contracts' schema validates). */
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** The record being edited; without it the form creates one. */
  record: TRecord | undefined;
  /** The form's values for a record: after a save and after "Ricarica" they become the clean state. */
  valuesOf: (record: TRecord) => TValues;
  /** The names of the form's fields: a 422 places each server message under its field. */
  fields: readonly string[];
  /** Creates, or updates `base` (the record being edited, whose `updated_at` goes with the input). */
  save: (input: TOutput, base: TRecord | undefined) => Promise<TResult>;
  /** The saved record in the server's answer (`{ client, warnings }` → the client). */
  pick: (result: TResult) => TRecord;
  /** The success toast: "Cliente creato", "Cliente aggiornato". */
  savedMessage: (saved: TRecord, created: boolean) => string;
  /** The answer carries `warnings` (non-blocking, e.g. a shared Partita IVA): each is toasted. */
  warnings?: boolean;
  /** The record's detail query, for the conflict banner's "Ricarica" (its cache entry is refreshed too). */
  reload?: RecordReload<TRecord, TData>;
  /**
   * Or the saved record read another way (null: it is gone, the caller has told the user). With
   * neither, "Ricarica" reloads the whole page.
   */
  refetch?: (record: TRecord) => Promise<TRecord | null>;
  /** Pages: where to go after a save, once the saved values are the form's (the guard lets it go). */
  leaveTo?: (saved: TRecord) => string;
  /** Dialogs and embedded forms: called right after a save (the caller closes or navigates). */
  onSaved?: (saved: TRecord) => void;
}

export interface RecordFormState<TRecord> {
  /** The record as last loaded (after "Ricarica", the fresh one); undefined for a new record. */
  base: TRecord | undefined;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The save was refused with 409: someone else saved the record meanwhile. */
  conflict: boolean;
  reloading: boolean;
  reload: () => Promise<void>;
  /** Unsaved changes that leaving the page would lose (for the unsaved-changes guard). */
  unsaved: boolean;
  submitting: boolean;
}

/**
 * The save cycle every record form shares: submit → save → reset to the saved values → leave; a 409
 * shows the conflict banner (whose "Ricarica" loads the saved record into the form), a 422 puts the
 * server's messages under the fields, anything else is toasted (lib/save-errors.ts).
 */
export function useRecordForm<
  TValues extends FieldValues,
  TOutput,
  TRecord extends Versioned,
  TResult,
  TData = never,
>(options: RecordFormOptions<TValues, TOutput, TRecord, TData, TResult>): RecordFormState<TRecord> {
  const { form, valuesOf, fields, save, pick, savedMessage, reload: from, leaveTo, onSaved } = options;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refetch =
    options.refetch ??
    (from &&
      (async (record: TRecord) =>
        from.pick(
          await queryClient.fetchQuery({
            queryKey: from.key(record.id),
            queryFn: () => from.get(record.id),
            staleTime: 0,
          }),
        )));
  const [base, setBase] = useState(options.record);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  // Saved: true, or the path to open once the form holds the saved values.
  const [done, setDone] = useState<string | boolean>(false);
  const { isDirty, isSubmitting } = form.formState;

  // Navigate once the saved values are the form's (so the unsaved-changes guard lets it go).
  useEffect(() => {
    if (typeof done === 'string' && !isDirty) navigate(done);
  }, [done, isDirty, navigate]);

  const submit = form.handleSubmit(async (input) => {
    setConflict(false);
    try {
      const result = await save(input, base);
      const saved = pick(result);
      if (options.warnings) {
        const { warnings } = result as { warnings?: readonly { message: string }[] };
        for (const warning of warnings ?? []) showToast({ message: warning.message, type: 'warning' });
      }
      notify.success(savedMessage(saved, !base));
      if (leaveTo) {
        form.reset(valuesOf(saved));
        setDone(leaveTo(saved));
      } else {
        setDone(true);
        form.reset(valuesOf(saved));
        onSaved?.(saved);
      }
    } catch (error) {
      if (handleSaveError(error, fields, form.setError) === 'conflict') setConflict(true);
    }
  });

  const reload = async () => {
    if (!refetch) {
      window.location.reload();
      return;
    }
    if (!base) return;
    setReloading(true);
    try {
      const fresh = await refetch(base);
      if (!fresh) return;
      setBase(fresh);
      form.reset(valuesOf(fresh));
      setConflict(false);
    } finally {
      setReloading(false);
    }
  };

  return { base, submit, conflict, reloading, reload, unsaved: isDirty && !done, submitting: isSubmitting };
}

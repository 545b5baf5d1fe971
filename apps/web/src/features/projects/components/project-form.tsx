import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { createProjectInputSchema, type ProjectView } from '@officina/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ClientPicker } from '../../../components/client-picker.tsx';
import { ConflictAlert } from '../../../components/conflict-alert.tsx';
import { DurationField } from '../../../components/duration-field.tsx';
import { FormDateField } from '../../../components/form-date-field.tsx';
import { FormIdSelect } from '../../../components/form-id-select.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { MoneyField } from '../../../components/money-field.tsx';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { UserMultiPicker } from '../../../components/user-multi-picker.tsx';
import { handleSaveError } from '../../../lib/save-errors.ts';
import { strings } from '../../../lib/strings.ts';
import { notify } from '../../../lib/toast.ts';
import { useCreateProject } from '../api/create-project.ts';
import { getProject } from '../api/get-project.ts';
import { projectKeys } from '../api/query-keys.ts';
import { useUpdateProject } from '../api/update-project.ts';
import { useProjectLookups } from '../hooks/use-project-lookups.ts';
import { type ProjectPrefill, projectFormValues } from '../utils/project-form-values.ts';

const FIELDS = Object.keys(createProjectInputSchema.shape);

interface ProjectFormProps {
  project?: ProjectView;
  prefill?: ProjectPrefill;
  /** In a dialog the unsaved-changes guard is the dialog's business. */
  inDialog?: boolean;
  onSaved: (project: ProjectView) => void;
  onCancel: () => void;
}

/** New or edited project: the contracts' schema validates; a stale save shows the conflict banner. */
export function ProjectForm({ project, prefill, inDialog = false, onSaved, onCancel }: ProjectFormProps) {
  const lookups = useProjectLookups();
  const queryClient = useQueryClient();
  const create = useCreateProject();
  const update = useUpdateProject(project?.id ?? 0);
  const [base, setBase] = useState(project);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(createProjectInputSchema),
    defaultValues: projectFormValues(project, prefill),
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (input) => {
    setConflict(false);
    try {
      const result = base
        ? await update.mutateAsync({ ...input, updated_at: base.updated_at })
        : await create.mutateAsync(input);
      notify.success(base ? 'Progetto aggiornato' : 'Progetto creato');
      setSaved(true);
      reset(projectFormValues(result.project));
      onSaved(result.project);
    } catch (error) {
      if (handleSaveError(error, FIELDS, setError) === 'conflict') setConflict(true);
    }
  });

  const reload = async () => {
    if (!base) return;
    setReloading(true);
    try {
      const fresh = await queryClient.fetchQuery({
        queryKey: projectKeys.detail(base.id),
        queryFn: () => getProject(base.id),
        staleTime: 0,
      });
      setBase(fresh.project);
      reset(projectFormValues(fresh.project));
      setConflict(false);
    } finally {
      setReloading(false);
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={submit}
      aria-label={base ? 'Modifica progetto' : 'Nuovo progetto'}
    >
      {!inDialog && <UnsavedChangesGuard when={formState.isDirty && !saved} />}
      {conflict && <ConflictAlert what="Il progetto" reloading={reloading} onReload={reload} />}
      <FormSection title="Progetto">
        <FormTextField control={control} name="name" label="Nome *" autoFocus={!base} />
        <FormTextField
          control={control}
          name="code"
          label="Codice *"
          helperText="Es. 2026-ROSSI-WEB: lettere, cifre e . _ / -"
        />
        <Controller
          control={control}
          name="client_id"
          render={({ field, fieldState }) => (
            <ClientPicker
              value={field.value ?? null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormIdSelect
          control={control}
          name="state_id"
          label="Stato"
          options={lookups.states}
          emptyLabel="Da avviare (predefinito)"
        />
        <FormIdSelect
          control={control}
          name="category_id"
          label="Categoria"
          options={lookups.categories}
          emptyLabel="Nessuna"
        />
        <Controller
          control={control}
          name="color"
          render={({ field }) => (
            <TextField
              label="Colore"
              type="color"
              value={field.value ?? '#1976d2'}
              onChange={(event) => field.onChange(event.target.value)}
              inputRef={field.ref}
              helperText="Per riconoscerlo a colpo d’occhio negli elenchi"
              slotProps={{ htmlInput: { style: { height: 24 } } }}
            />
          )}
        />
      </FormSection>
      <FormSection title="Persone">
        <FormIdSelect control={control} name="manager_id" label="Responsabile" options={lookups.users} />
        <Controller
          control={control}
          name="member_ids"
          render={({ field, fieldState }) => (
            <UserMultiPicker
              label="Membri"
              options={lookups.users}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
      </FormSection>
      <FormSection title="Tempi e budget">
        <FormDateField control={control} name="start_date" label="Inizio" />
        <FormDateField control={control} name="due_date" label="Scadenza" />
        <Controller
          control={control}
          name="budget_minutes"
          render={({ field, fieldState }) => (
            <DurationField
              label="Ore a budget"
              value={field.value ?? null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
              helperText="In ore, es. 120:00"
            />
          )}
        />
        <Controller
          control={control}
          name="budget_amount_cents"
          render={({ field, fieldState }) => (
            <MoneyField
              label="Budget economico"
              value={field.value ?? null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
      </FormSection>
      <FormSection title="Descrizione" columns={1}>
        <FormTextField
          control={control}
          name="description"
          label="Descrizione"
          multiline
          rows={inDialog ? 2 : 4}
        />
      </FormSection>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'flex-end',
          gap: 1.5,
          position: 'sticky',
          bottom: 0,
          py: 1.5,
          bgcolor: inDialog ? 'background.paper' : 'background.default',
          zIndex: 1,
        }}
      >
        <Button onClick={onCancel}>{strings.cancel}</Button>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {base ? 'Salva modifiche' : 'Crea progetto'}
        </Button>
      </Box>
    </Stack>
  );
}

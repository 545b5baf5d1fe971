import TextField from '@mui/material/TextField';
import { createProjectInputSchema, type ProjectView } from '@officina/contracts';
import { Controller } from 'react-hook-form';
import {
  FormClientPicker,
  FormDurationField,
  FormMoneyField,
  FormUserMultiPicker,
} from '../../../components/form/bound-fields.tsx';
import { RecordForm } from '../../../components/form/record-form.tsx';
import { FormDateField } from '../../../components/form-date-field.tsx';
import { FormIdSelect } from '../../../components/form-id-select.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { projectEntity } from '../../../lib/entities/projects.ts';
import { useEntityForm } from '../../../lib/forms/use-entity-form.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useCreateProject } from '../api/create-project.ts';
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
  const create = useCreateProject();
  const update = useUpdateProject(project?.id ?? 0);
  const form = useSchemaForm(createProjectInputSchema, projectFormValues(project, prefill));
  const { control } = form;
  const state = useEntityForm(projectEntity, {
    form,
    record: project,
    valuesOf: (saved) => projectFormValues(saved),
    fields: FIELDS,
    save: { create, update },
    onSaved,
  });
  const { base } = state;

  return (
    <RecordForm state={state} entity={projectEntity} cancel={{ onClick: onCancel }} inDialog={inDialog}>
      <FormSection title="Progetto">
        <FormTextField control={control} name="name" label="Nome *" autoFocus={!base} />
        <FormTextField
          control={control}
          name="code"
          label="Codice *"
          helperText="Es. 2026-ROSSI-WEB: lettere, cifre e . _ / -"
        />
        <FormClientPicker control={control} name="client_id" />
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
        <FormUserMultiPicker control={control} name="member_ids" label="Membri" options={lookups.users} />
      </FormSection>
      <FormSection title="Tempi e budget">
        <FormDateField control={control} name="start_date" label="Inizio" />
        <FormDateField control={control} name="due_date" label="Scadenza" />
        <FormDurationField
          control={control}
          name="budget_minutes"
          label="Ore a budget"
          helperText="In ore, es. 120:00"
        />
        <FormMoneyField control={control} name="budget_amount_cents" label="Budget economico" />
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
    </RecordForm>
  );
}

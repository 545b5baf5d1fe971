import {
  type CreateKeyholderInput,
  createKeyholderInputSchema,
  type KeyholderView,
  keyholderKindLabels,
  keyholderKinds,
  type UpdateKeyholderInput,
} from '@officina/contracts';
import { useState } from 'react';
import {
  FormClientPicker,
  FormCountField,
  FormProjectPicker,
} from '../../../components/form/bound-fields.tsx';
import { RecordForm } from '../../../components/form/record-form.tsx';
import { FormDateField } from '../../../components/form-date-field.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { keyholderEntity } from '../../../lib/entities/keyholders.ts';
import { useEntityForm } from '../../../lib/forms/use-entity-form.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { paths } from '../../../lib/paths.ts';
import { useSaveKeyholder } from '../api/save-keyholder.ts';
import { KeyholderSecretFields, type SecretChoices } from './keyholder-secret-fields.tsx';

const FIELDS = Object.keys(createKeyholderInputSchema.shape);

/** Where a new credential hangs when added from a client's or a project's Portachiavi tab. */
export interface KeyholderPrefill {
  client_id?: number | null;
  project_id?: number | null;
}

/** The form's values: the secret and the notes always start empty (never sent to the page). */
export const keyholderValuesOf = (keyholder: KeyholderView | undefined, prefill: KeyholderPrefill = {}) => ({
  title: keyholder?.title ?? '',
  kind: keyholder?.kind ?? 'altro',
  client_id: keyholder ? keyholder.client_id : (prefill.client_id ?? null),
  project_id: keyholder ? keyholder.project_id : (prefill.project_id ?? null),
  host: keyholder?.host ?? '',
  port: keyholder?.port ?? null,
  username: keyholder?.username ?? '',
  expires_on: keyholder?.expires_on ?? null,
  secret: '',
  notes: '',
});

/** The Portachiavi tab a new credential came from (its project's or its client's). */
export function keyholderTabOf(prefill: KeyholderPrefill): string | null {
  if (prefill.project_id) return paths.projectDetail.build(prefill.project_id, 'portachiavi');
  if (prefill.client_id) return paths.crmClientDetail.build(prefill.client_id, 'portachiavi');
  return null;
}

/**
 * The PUT body of an edit: the secret and the notes only when they change — an empty password
 * keeps the stored one; a box clears it (null); notes loaded for editing and left as they were are
 * not sent again.
 */
export function updateInputOf(
  input: CreateKeyholderInput,
  choices: SecretChoices,
  updatedAt: string,
): UpdateKeyholderInput {
  const { secret, notes, ...fields } = input;
  const body: UpdateKeyholderInput = { ...fields, updated_at: updatedAt };
  if (choices.clearSecret) body.secret = null;
  else if (secret) body.secret = secret;
  if (choices.loadedNotes !== undefined) {
    if ((notes ?? null) !== (choices.loadedNotes ?? null)) body.notes = notes ?? null;
  } else if (choices.clearNotes) body.notes = null;
  else if (notes) body.notes = notes;
  return body;
}

/** A credential: what it opens, for whom, how to reach it, the secret and when it expires. */
export function KeyholderForm({
  keyholder,
  prefill,
}: {
  keyholder?: KeyholderView;
  prefill?: KeyholderPrefill;
}) {
  const save = useSaveKeyholder(keyholder?.id);
  const form = useSchemaForm(createKeyholderInputSchema, keyholderValuesOf(keyholder, prefill));
  const { control, getValues, setValue } = form;
  const [choices, setChoices] = useState<SecretChoices>({
    clearSecret: false,
    clearNotes: false,
    loadedNotes: undefined,
  });
  const backTo = keyholder ? null : keyholderTabOf(prefill ?? {});
  const state = useEntityForm(keyholderEntity, {
    form,
    record: keyholder,
    valuesOf: (saved: KeyholderView) => keyholderValuesOf(saved),
    fields: FIELDS,
    save: (input, base) => save.mutateAsync(base ? updateInputOf(input, choices, base.updated_at) : input),
    leaveTo: backTo ? () => backTo : 'detail',
  });

  return (
    <RecordForm state={state} entity={keyholderEntity} {...(backTo ? { cancel: { to: backTo } } : {})}>
      <FormSection title="Credenziale" columns={2}>
        <FormTextField control={control} name="title" label="Titolo *" autoFocus={!keyholder} />
        <FormSelectField
          control={control}
          name="kind"
          label="Tipo"
          options={keyholderKinds}
          labels={keyholderKindLabels}
        />
        <FormClientPicker control={control} name="client_id" label="Cliente" />
        <FormProjectPicker
          control={control}
          name="project_id"
          onPicked={(_id, project) => {
            if (project?.client_id && getValues('client_id') === null) {
              setValue('client_id', project.client_id, { shouldDirty: true });
            }
          }}
        />
      </FormSection>
      <FormSection title="Accesso" columns={2}>
        <FormTextField
          control={control}
          name="host"
          label="URL o host"
          helperText="es. https://pannello.esempio.it, ftp.esempio.it, 192.168.1.10"
        />
        <FormCountField control={control} name="port" label="Porta" min={1} max={65_535} />
        <FormTextField control={control} name="username" label="Nome utente" autoComplete="off" />
        <FormDateField control={control} name="expires_on" label="Scadenza" />
      </FormSection>
      <FormSection title="Password e note" columns={1}>
        <KeyholderSecretFields form={form} keyholder={keyholder} choices={choices} onChoices={setChoices} />
      </FormSection>
    </RecordForm>
  );
}

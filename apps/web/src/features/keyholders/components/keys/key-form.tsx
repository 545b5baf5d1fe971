import {
  createKeyInputSchema,
  KEY_COPIES_MAX,
  type KeyView,
  keyKindLabels,
  keyKinds,
} from '@officina/contracts';
import { Controller } from 'react-hook-form';
import {
  FormClientPicker,
  FormCountField,
  FormProjectPicker,
} from '../../../../components/form/bound-fields.tsx';
import { RecordForm } from '../../../../components/form/record-form.tsx';
import { FormSection } from '../../../../components/form-section.tsx';
import { FormSelectField } from '../../../../components/form-select-field.tsx';
import { FormTextField } from '../../../../components/form-text-field.tsx';
import { TextInputField } from '../../../../components/text-input-field.tsx';
import { keyEntity } from '../../../../lib/entities/keys.ts';
import { useEntityForm } from '../../../../lib/forms/use-entity-form.ts';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form.ts';
import { paths } from '../../../../lib/paths.ts';
import { useSaveKey } from '../../api/keys/save-key.ts';

const FIELDS = Object.keys(createKeyInputSchema.shape);

/** Where a new key hangs when added from a client's or a project's Portachiavi tab. */
export interface KeyPrefill {
  client_id?: number | null;
  project_id?: number | null;
}

/** The name of the Portachiavi tab on the client and project pages. */
export const KEYS_TAB = 'portachiavi';

const valuesOf = (key: KeyView | undefined, prefill: KeyPrefill = {}) => ({
  label: key?.label ?? '',
  code: key?.code ?? '',
  kind: key?.kind ?? ('chiave' as const),
  client_id: key ? key.client_id : (prefill.client_id ?? null),
  project_id: key ? key.project_id : (prefill.project_id ?? null),
  site: key?.site ?? null,
  copies: key?.copies ?? 1,
  notes: key?.notes ?? null,
});

/** The Portachiavi tab a new key came from (its project's or its client's), for "Annulla". */
export function keyTabOf(prefill: KeyPrefill): string | null {
  if (prefill.project_id) return paths.projectDetail.build(prefill.project_id, KEYS_TAB);
  if (prefill.client_id) return paths.crmClientDetail.build(prefill.client_id, KEYS_TAB);
  return null;
}

/**
 * A key or badge: name, code (upper-cased as typed, unique), kind, client and project, the site it
 * opens, the copies (not fewer than a copy out: the server's 422 shows under the field), notes.
 */
export function KeyForm({ keyRecord, prefill }: { keyRecord?: KeyView; prefill?: KeyPrefill }) {
  const save = useSaveKey(keyRecord?.id);
  const form = useSchemaForm(createKeyInputSchema, valuesOf(keyRecord, prefill));
  const { control, getValues, setValue } = form;
  const backTo = keyRecord ? null : keyTabOf(prefill ?? {});
  const state = useEntityForm(keyEntity, {
    form,
    record: keyRecord,
    valuesOf: (saved: KeyView | undefined) => valuesOf(saved),
    fields: FIELDS,
    save: { create: save, update: save },
    leaveTo: 'detail',
  });

  return (
    <RecordForm state={state} entity={keyEntity} {...(backTo ? { cancel: { to: backTo } } : {})}>
      <FormSection title="Chiave o badge">
        <FormTextField
          control={control}
          name="label"
          label="Nome *"
          autoFocus={!keyRecord}
          helperText="Es. «Cancello carraio» o «Badge ufficio 2° piano»"
        />
        <Controller
          control={control}
          name="code"
          render={({ field: { ref, onChange, ...field }, fieldState }) => (
            <TextInputField
              {...field}
              inputRef={ref}
              label="Codice *"
              onChange={(event) => onChange(event.target.value.toUpperCase())}
              error={fieldState.error?.message}
              helperText="Il codice stampato o inciso, unico: es. K-017"
              autoComplete="off"
            />
          )}
        />
        <FormSelectField
          control={control}
          name="kind"
          label="Tipo"
          options={keyKinds}
          labels={keyKindLabels}
        />
        <FormCountField
          control={control}
          name="copies"
          label="Numero di copie *"
          min={1}
          max={KEY_COPIES_MAX}
          helperText="Le copie si numerano da 1: ognuna si consegna e si restituisce da sé"
        />
      </FormSection>
      <FormSection title="Dove apre">
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
        <FormTextField
          control={control}
          name="site"
          label="Sede / accesso"
          helperText="Es. «Sede di Via Roma 1, Milano — porta carraia»"
        />
      </FormSection>
      <FormSection title="Note" columns={1}>
        <FormTextField control={control} name="notes" label="Note" multiline rows={3} />
      </FormSection>
    </RecordForm>
  );
}

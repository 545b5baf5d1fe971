import { createDocumentationInputSchema, type DocumentationDetail } from '@officina/contracts';
import { Controller } from 'react-hook-form';
import { FormClientPicker, FormProjectPicker } from '../../../components/form/bound-fields.tsx';
import { RecordForm } from '../../../components/form/record-form.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { documentationEntity } from '../../../lib/entities/documentations.ts';
import { useEntityForm } from '../../../lib/forms/use-entity-form.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useSaveDocumentation } from '../api/documentations.ts';
import { MarkdownEditor } from './markdown-editor.tsx';
import { TagsField } from './tags-field.tsx';

const FIELDS = Object.keys(createDocumentationInputSchema.shape);

export interface DocumentationPrefill {
  client_id?: number | null;
  project_id?: number | null;
}

const valuesOf = (doc: DocumentationDetail | undefined, prefill: DocumentationPrefill = {}) => ({
  title: doc?.title ?? '',
  body: doc?.body ?? '',
  tags: doc?.tags ?? [],
  client_id: doc?.client_id ?? prefill.client_id ?? null,
  project_id: doc?.project_id ?? prefill.project_id ?? null,
});

/**
 * A documentation page: title, tags, client and project, and the Markdown body with its live
 * preview. Each save is a new version; a stale save shows the conflict banner (409).
 */
export function DocumentationForm({
  documentation,
  prefill,
}: {
  documentation?: DocumentationDetail;
  prefill?: DocumentationPrefill;
}) {
  const save = useSaveDocumentation(documentation?.id);
  const form = useSchemaForm(createDocumentationInputSchema, valuesOf(documentation, prefill));
  const { control, setValue } = form;
  const state = useEntityForm(documentationEntity, {
    form,
    record: documentation,
    valuesOf: (saved) => valuesOf(saved),
    fields: FIELDS,
    save: { create: save, update: save },
    leaveTo: 'detail',
  });

  return (
    <RecordForm state={state} entity={documentationEntity}>
      <FormSection title="Pagina">
        <FormTextField control={control} name="title" label="Titolo *" autoFocus={!documentation} />
        <Controller
          control={control}
          name="tags"
          render={({ field, fieldState }) => (
            <TagsField
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormClientPicker control={control} name="client_id" />
        <FormProjectPicker
          control={control}
          name="project_id"
          onPicked={(_id, project) => {
            if (project?.client_id) setValue('client_id', project.client_id, { shouldDirty: true });
          }}
        />
      </FormSection>
      <FormSection title="Testo" columns={1}>
        <Controller
          control={control}
          name="body"
          render={({ field, fieldState }) => (
            <MarkdownEditor
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
      </FormSection>
    </RecordForm>
  );
}

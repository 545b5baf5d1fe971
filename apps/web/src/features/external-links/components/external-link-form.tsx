import { createExternalLinkInputSchema, type ExternalLinkView } from '@officina/contracts';
import { FormClientPicker, FormProjectPicker } from '../../../components/form/bound-fields.tsx';
import { RecordForm } from '../../../components/form/record-form.tsx';
import { FormIdSelect } from '../../../components/form-id-select.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { externalLinkEntity } from '../../../lib/entities/external-links.ts';
import { useEntityForm } from '../../../lib/forms/use-entity-form.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { paths } from '../../../lib/paths.ts';
import { useLinkCategories } from '../api/link-categories.ts';
import { useSaveExternalLink } from '../api/save-external-link.ts';

const FIELDS = Object.keys(createExternalLinkInputSchema.shape);

/** Where a new link hangs when added from a client's or a project's Link tab. */
export interface LinkPrefill {
  client_id?: number | null;
  project_id?: number | null;
}

const valuesOf = (link: ExternalLinkView | undefined, prefill: LinkPrefill = {}) => ({
  title: link?.title ?? '',
  url: link?.url ?? '',
  description: link?.description ?? null,
  category_id: link?.category_id ?? null,
  client_id: link ? link.client_id : (prefill.client_id ?? null),
  project_id: link ? link.project_id : (prefill.project_id ?? null),
});

/** The Link tab a new link came from (its client's or its project's), to go back to after saving. */
export function linkTabOf(prefill: LinkPrefill): string | null {
  if (prefill.project_id) return paths.projectDetail.build(prefill.project_id, 'link');
  if (prefill.client_id) return paths.crmClientDetail.build(prefill.client_id, 'link');
  return null;
}

/** A link: title, address (http or https only, checked as the server does), description, category, client, project. */
export function ExternalLinkForm({ link, prefill }: { link?: ExternalLinkView; prefill?: LinkPrefill }) {
  const categories = useLinkCategories();
  const save = useSaveExternalLink(link?.id);
  const form = useSchemaForm(createExternalLinkInputSchema, valuesOf(link, prefill));
  const { control, getValues, setValue } = form;
  const backTo = link ? null : linkTabOf(prefill ?? {});
  const state = useEntityForm(externalLinkEntity, {
    form,
    record: link,
    valuesOf: (saved: ExternalLinkView | undefined) => valuesOf(saved),
    fields: FIELDS,
    save: { create: save, update: save },
    leaveTo: backTo ? () => backTo : 'detail',
  });

  return (
    <RecordForm state={state} entity={externalLinkEntity} {...(backTo ? { cancel: { to: backTo } } : {})}>
      <FormSection title="Link" columns={1}>
        <FormTextField control={control} name="title" label="Titolo *" autoFocus={!link} />
        <FormTextField
          control={control}
          name="url"
          label="Indirizzo (URL) *"
          type="url"
          helperText="Per intero, con http:// o https://, es. https://portale.esempio.it"
        />
        <FormTextField control={control} name="description" label="Descrizione" multiline rows={3} />
      </FormSection>
      <FormSection title="Collegamenti" columns={3}>
        <FormIdSelect
          control={control}
          name="category_id"
          label="Categoria"
          options={categories}
          emptyLabel="Nessuna"
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
    </RecordForm>
  );
}

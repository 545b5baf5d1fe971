import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { createPersonInputSchema, type PersonView } from '@officina/contracts';
import { Controller } from 'react-hook-form';
import { FormClientPicker } from '../../../components/form/bound-fields.tsx';
import { RecordForm } from '../../../components/form/record-form.tsx';
import { FormIdSelect } from '../../../components/form-id-select.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { personEntity } from '../../../lib/entities/persons.ts';
import { useEntityForm } from '../../../lib/forms/use-entity-form.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { dayjs } from '../../../lib/locale/dayjs.ts';
import { paths } from '../../../lib/paths.ts';
import { useCreatePerson } from '../api/create-person.ts';
import { useUpdatePerson } from '../api/update-person.ts';
import { useCrmLookups } from '../hooks/use-crm-lookups.ts';

const FIELDS = Object.keys(createPersonInputSchema.shape);

function valuesOf(person: PersonView | undefined, clientId?: number) {
  return {
    first_name: person?.first_name ?? '',
    last_name: person?.last_name ?? '',
    type_id: person?.type_id ?? null,
    client_id: person?.client_id ?? clientId ?? null,
    role: person?.role ?? null,
    email: person?.email ?? null,
    phone: person?.phone ?? null,
    mobile: person?.mobile ?? null,
    notes: person?.notes ?? null,
    privacy_consent_on: person?.privacy_consent_on ?? null,
  };
}

interface PersonFormProps {
  person?: PersonView;
  /** New person already linked to this client (from the client's Persone tab). */
  clientId?: number;
}

/** The person form (contracts' schema); a person added from a client goes back to that client. */
export function PersonForm({ person, clientId }: PersonFormProps) {
  const lookups = useCrmLookups();
  const create = useCreatePerson();
  const update = useUpdatePerson(person?.id ?? 0);
  const form = useSchemaForm(createPersonInputSchema, valuesOf(person, clientId));
  const { control } = form;
  const state = useEntityForm(personEntity, {
    form,
    record: person,
    valuesOf: (saved) => valuesOf(saved),
    fields: FIELDS,
    save: { create, update },
    leaveTo: (saved) =>
      !person && clientId && saved.client_id === clientId
        ? paths.crmClientDetail.build(clientId, 'persone')
        : paths.crmPersonDetail.build(saved.id),
  });
  const { base } = state;

  const cancelTo = base
    ? paths.crmPersonDetail.build(base.id)
    : clientId
      ? paths.crmClientDetail.build(clientId, 'persone')
      : paths.crmPersons.build();

  return (
    <RecordForm state={state} entity={personEntity} cancel={{ to: cancelTo }}>
      <FormSection title="Persona">
        <FormTextField
          control={control}
          name="first_name"
          label="Nome *"
          autoFocus={!base}
          autoComplete="given-name"
        />
        <FormTextField control={control} name="last_name" label="Cognome *" autoComplete="family-name" />
        <FormClientPicker
          control={control}
          name="client_id"
          helperText="L'azienda per cui lavora (facoltativo)"
        />
        <FormTextField
          control={control}
          name="role"
          label="Ruolo"
          placeholder="es. Responsabile acquisti"
          autoComplete="organization-title"
        />
        <FormIdSelect control={control} name="type_id" label="Tipo" options={lookups.personTypes} />
      </FormSection>
      <FormSection title="Contatti" columns={3}>
        <FormTextField control={control} name="email" label="E-mail" type="email" autoComplete="email" />
        <FormTextField control={control} name="phone" label="Telefono" type="tel" autoComplete="tel" />
        <FormTextField control={control} name="mobile" label="Cellulare" type="tel" autoComplete="tel" />
      </FormSection>
      <FormSection title="Privacy e note" columns={1}>
        <Controller
          control={control}
          name="privacy_consent_on"
          render={({ field, fieldState }) => (
            <DatePicker
              label="Consenso privacy ricevuto il"
              value={field.value ? dayjs(field.value) : null}
              onChange={(value) => field.onChange(value?.isValid() ? value.format('YYYY-MM-DD') : null)}
              inputRef={field.ref}
              disableFuture
              slotProps={{
                textField: {
                  onBlur: field.onBlur,
                  error: Boolean(fieldState.error),
                  helperText: fieldState.error?.message,
                  sx: { maxWidth: 320 },
                },
              }}
            />
          )}
        />
        <FormTextField control={control} name="notes" label="Note" multiline rows={4} />
      </FormSection>
    </RecordForm>
  );
}

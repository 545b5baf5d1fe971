import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { createOpportunityInputSchema, type OpportunityView } from '@officina/contracts';
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormClientPicker } from '../../../components/form/bound-fields.tsx';
import { RecordForm } from '../../../components/form/record-form.tsx';
import { FormDateField } from '../../../components/form-date-field.tsx';
import { FormIdSelect } from '../../../components/form-id-select.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { opportunityEntity } from '../../../lib/entities/opportunities.ts';
import { useEntityForm } from '../../../lib/forms/use-entity-form.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useSalesLookups } from '../../../lib/settings/use-sales-lookups.ts';
import { useClientContactPersons } from '../api/client-persons.ts';
import { useCreateOpportunity } from '../api/create-opportunity.ts';
import { useUpdateOpportunity } from '../api/update-opportunity.ts';

const FIELDS = Object.keys(createOpportunityInputSchema.shape);

function valuesOf(
  opportunity: OpportunityView | undefined,
  defaults: { clientId?: number | undefined; ownerId: number | null; stateId: number | null },
) {
  return {
    title: opportunity?.title ?? '',
    client_id: opportunity?.client_id ?? defaults.clientId ?? (null as unknown as number),
    person_id: opportunity?.person_id ?? null,
    owner_id: opportunity ? opportunity.owner_id : defaults.ownerId,
    state_id: opportunity?.state_id ?? defaults.stateId,
    type_id: opportunity?.type_id ?? null,
    expected_close_on: opportunity?.expected_close_on ?? null,
    probability: opportunity?.probability ?? 20,
    valid_until: opportunity?.valid_until ?? null,
    payment_terms: opportunity?.payment_terms ?? null,
    notes: opportunity?.notes ?? null,
  };
}

interface OpportunityFormProps {
  opportunity?: OpportunityView;
  /** `?client_id=` of /opportunities/add (from the client's tab). */
  clientId?: number | undefined;
}

/**
 * The opportunity's data (the rows are edited on the detail page): validated by the contracts' schema,
 * 409 shown as a banner, leaving with changes asks first. A new one goes to its detail to add rows.
 */
export function OpportunityForm({ opportunity, clientId }: OpportunityFormProps) {
  const lookups = useSalesLookups();
  const create = useCreateOpportunity();
  const update = useUpdateOpportunity(opportunity?.id ?? 0);
  const openStates = lookups.opportunityStates.filter((state) => !state.is_lost);
  const firstStateId = openStates[0]?.id ?? null;
  const defaults = { clientId, ownerId: lookups.meId, stateId: firstStateId };
  const form = useSchemaForm(createOpportunityInputSchema, valuesOf(opportunity, defaults));
  const { control, resetField, getValues, setValue } = form;
  const state = useEntityForm(opportunityEntity, {
    form,
    record: opportunity,
    valuesOf: (saved) => valuesOf(saved, defaults),
    fields: FIELDS,
    save: { create, update },
    savedMessage: (saved, created) =>
      created ? `Opportunità ${saved.number} creata` : 'Opportunità aggiornata',
    leaveTo: 'detail',
  });
  const { base } = state;
  const chosenClient = useWatch({ control, name: 'client_id' });
  const persons = useClientContactPersons(chosenClient ?? null);
  const personOptions = (persons.data?.data ?? []).map((person) => ({
    id: person.id,
    name: [person.last_name, person.first_name].filter(Boolean).join(' '),
  }));

  // Settings loaded after the form opened: show the default state then (not a change of the user's).
  useEffect(() => {
    if (!base && firstStateId !== null && getValues('state_id') === null) {
      resetField('state_id', { defaultValue: firstStateId });
    }
  }, [base, firstStateId, getValues, resetField]);

  return (
    <RecordForm state={state} entity={opportunityEntity}>
      <FormSection title="Trattativa">
        <FormTextField control={control} name="title" label="Titolo *" autoFocus={!base} />
        <FormClientPicker
          control={control}
          name="client_id"
          label="Cliente *"
          onPicked={() => setValue('person_id', null, { shouldDirty: true })}
        />
        <FormIdSelect
          control={control}
          name="person_id"
          label="Referente"
          options={personOptions}
          helperText={chosenClient ? undefined : 'Scegli prima il cliente'}
        />
        <FormIdSelect control={control} name="owner_id" label="Commerciale" options={lookups.owners} />
        {!base && (
          <FormIdSelect
            control={control}
            name="state_id"
            label="Stato"
            options={openStates}
            emptyLabel={null}
          />
        )}
        <FormIdSelect
          control={control}
          name="type_id"
          label="Tipo"
          options={lookups.opportunityTypes}
          emptyLabel="Nessuno"
        />
      </FormSection>
      <FormSection title="Chiusura e offerta">
        <FormDateField control={control} name="expected_close_on" label="Chiusura prevista" />
        <Controller
          control={control}
          name="probability"
          render={({ field, fieldState }) => (
            <TextField
              select
              label="Probabilità"
              value={String(field.value ?? 0)}
              onChange={(event) => field.onChange(Number(event.target.value))}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? 'Per il totale ponderato della bacheca'}
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end" sx={{ mr: 3 }}>
                      %
                    </InputAdornment>
                  ),
                },
              }}
            >
              {[0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map((value) => (
                <MenuItem key={value} value={String(value)}>
                  {value}
                </MenuItem>
              ))}
              {(field.value ?? 0) % 10 !== 0 && (
                <MenuItem value={String(field.value)}>{field.value}</MenuItem>
              )}
            </TextField>
          )}
        />
        <FormDateField
          control={control}
          name="valid_until"
          label="Offerta valida fino al"
          helperText="Vuota: i giorni di validità delle impostazioni offerte"
        />
        <FormTextField
          control={control}
          name="payment_terms"
          label="Condizioni di pagamento"
          placeholder="Es. bonifico a 30 giorni data fattura"
          helperText="Vuote: quelle delle impostazioni offerte"
        />
      </FormSection>
      <FormSection title="Note" columns={1}>
        <FormTextField control={control} name="notes" label="Note" multiline rows={4} />
      </FormSection>
    </RecordForm>
  );
}

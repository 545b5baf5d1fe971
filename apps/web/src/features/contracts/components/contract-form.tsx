import TextField from '@mui/material/TextField';
import {
  billingPeriodLabels,
  billingPeriods,
  type ContractView,
  createContractInputSchema,
} from '@officina/contracts';
import { Controller } from 'react-hook-form';
import { FormClientPicker, FormMoneyField, FormSwitch } from '../../../components/form/bound-fields.tsx';
import { RecordForm } from '../../../components/form/record-form.tsx';
import { FormDateField } from '../../../components/form-date-field.tsx';
import { FormIdSelect } from '../../../components/form-id-select.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { contractEntity } from '../../../lib/entities/contracts.ts';
import { useEntityForm } from '../../../lib/forms/use-entity-form.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useSalesLookups } from '../../../lib/settings/use-sales-lookups.ts';
import { useSaveContract } from '../api/save-contract.ts';

const FIELDS = Object.keys(createContractInputSchema.shape);

const valuesOf = (contract: ContractView | undefined, clientId?: number) => ({
  title: contract?.title ?? '',
  client_id: contract?.client_id ?? clientId ?? (null as unknown as number),
  opportunity_id: contract?.opportunity_id ?? null,
  type_id: contract?.type_id ?? null,
  state_id: contract?.state_id ?? null,
  start_on: contract?.start_on ?? null,
  end_on: contract?.end_on ?? null,
  tacit_renewal: contract?.tacit_renewal ?? false,
  notice_days: contract?.notice_days ?? null,
  amount_cents: contract?.amount_cents ?? 0,
  billing_period: contract?.billing_period ?? ('una_tantum' as const),
  hours_included_minutes: contract?.hours_included_minutes ?? null,
  notes: contract?.notes ?? null,
});

const numberOrNull = (text: string, scale = 1) => {
  const value = Number(text.replace(',', '.'));
  return text.trim() === '' || Number.isNaN(value) ? null : Math.round(value * scale);
};

/** A contract: client, type, state, dates, tacit renewal and notice, amount per period, monte ore. */
export function ContractForm({
  contract,
  clientId,
}: {
  contract?: ContractView;
  clientId?: number | undefined;
}) {
  const lookups = useSalesLookups();
  const save = useSaveContract(contract?.id);
  const form = useSchemaForm(createContractInputSchema, valuesOf(contract, clientId));
  const { control } = form;
  const state = useEntityForm(contractEntity, {
    form,
    record: contract,
    valuesOf: (saved) => valuesOf(saved),
    fields: FIELDS,
    save: { create: save, update: save },
    savedMessage: (saved, created) => (created ? `Contratto ${saved.number} creato` : 'Contratto aggiornato'),
    reload: false,
    leaveTo: 'detail',
  });

  return (
    <RecordForm state={state} entity={contractEntity}>
      <FormSection title="Contratto">
        <FormTextField control={control} name="title" label="Titolo *" autoFocus={!contract} />
        <FormClientPicker control={control} name="client_id" label="Cliente *" />
        <FormIdSelect
          control={control}
          name="type_id"
          label="Tipo"
          options={lookups.contractTypes}
          emptyLabel="Nessuno"
        />
        <FormIdSelect
          control={control}
          name="state_id"
          label="Stato"
          options={lookups.contractStates}
          emptyLabel={lookups.contractStates[0]?.name ?? 'Bozza'}
        />
      </FormSection>
      <FormSection title="Durata e rinnovo">
        <FormDateField control={control} name="start_on" label="Inizio" />
        <FormDateField control={control} name="end_on" label="Scadenza" />
        <FormSwitch control={control} name="tacit_renewal" label="Rinnovo tacito" />
        <Controller
          control={control}
          name="notice_days"
          render={({ field, fieldState }) => (
            <TextField
              label="Preavviso di disdetta (giorni)"
              value={field.value ?? ''}
              onChange={(event) => field.onChange(numberOrNull(event.target.value))}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          )}
        />
      </FormSection>
      <FormSection title="Importo e monte ore" columns={3}>
        <FormMoneyField
          control={control}
          name="amount_cents"
          label="Importo"
          required
          helperText="Per periodo di fatturazione, IVA esclusa"
        />
        <FormSelectField
          control={control}
          name="billing_period"
          label="Periodicità"
          options={billingPeriods}
          labels={billingPeriodLabels}
        />
        <Controller
          control={control}
          name="hours_included_minutes"
          render={({ field, fieldState }) => (
            <TextField
              label="Monte ore incluso (ore)"
              defaultValue={
                field.value === null || field.value === undefined
                  ? ''
                  : String(field.value / 60).replace('.', ',')
              }
              onChange={(event) => field.onChange(numberOrNull(event.target.value, 60))}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? 'Vuoto se non previsto'}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          )}
        />
      </FormSection>
      <FormSection title="Note" columns={1}>
        <FormTextField control={control} name="notes" label="Note" multiline rows={3} />
      </FormSection>
    </RecordForm>
  );
}

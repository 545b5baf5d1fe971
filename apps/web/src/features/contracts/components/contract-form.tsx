import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  billingPeriodLabels,
  billingPeriods,
  type ContractView,
  createContractInputSchema,
} from '@officina/contracts';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ClientPicker } from '../../../components/client-picker.tsx';
import { ConflictAlert } from '../../../components/conflict-alert.tsx';
import { FormDateField } from '../../../components/form-date-field.tsx';
import { FormIdSelect } from '../../../components/form-id-select.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { MoneyField } from '../../../components/money-field.tsx';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { paths } from '../../../lib/paths.ts';
import { handleSaveError } from '../../../lib/save-errors.ts';
import { useSalesLookups } from '../../../lib/settings/use-sales-lookups.ts';
import { strings } from '../../../lib/strings.ts';
import { notify } from '../../../lib/toast.ts';
import { useSaveContract } from '../api/save-contract.ts';

const FIELDS = [
  'title',
  'client_id',
  'opportunity_id',
  'type_id',
  'state_id',
  'start_on',
  'end_on',
  'tacit_renewal',
  'notice_days',
  'amount_cents',
  'billing_period',
  'hours_included_minutes',
  'notes',
];

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
  const navigate = useNavigate();
  const save = useSaveContract(contract?.id);
  const [conflict, setConflict] = useState(false);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(createContractInputSchema),
    defaultValues: valuesOf(contract, clientId),
    mode: 'onTouched',
  });

  useEffect(() => {
    if (leaveTo && !formState.isDirty) navigate(leaveTo);
  }, [leaveTo, formState.isDirty, navigate]);

  const submit = handleSubmit(async (input) => {
    setConflict(false);
    try {
      const saved = await save.mutateAsync(contract ? { ...input, updated_at: contract.updated_at } : input);
      notify.success(contract ? 'Contratto aggiornato' : `Contratto ${saved.contract.number} creato`);
      reset(valuesOf(saved.contract));
      setLeaveTo(paths.contractDetail.build(saved.contract.id));
    } catch (error) {
      if (handleSaveError(error, FIELDS, setError) === 'conflict') setConflict(true);
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={submit}
      aria-label={contract ? 'Modifica contratto' : 'Nuovo contratto'}
    >
      <UnsavedChangesGuard when={formState.isDirty && !leaveTo} />
      {conflict && (
        <ConflictAlert what="Il contratto" reloading={false} onReload={() => window.location.reload()} />
      )}
      <FormSection title="Contratto">
        <FormTextField control={control} name="title" label="Titolo *" autoFocus={!contract} />
        <Controller
          control={control}
          name="client_id"
          render={({ field, fieldState }) => (
            <ClientPicker
              label="Cliente *"
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
        <Controller
          control={control}
          name="tacit_renewal"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={field.value ?? false}
                  onChange={(event) => field.onChange(event.target.checked)}
                />
              }
              label="Rinnovo tacito"
            />
          )}
        />
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
        <Controller
          control={control}
          name="amount_cents"
          render={({ field, fieldState }) => (
            <MoneyField
              label="Importo"
              value={field.value ?? 0}
              onChange={(cents) => field.onChange(cents ?? 0)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
              helperText="Per periodo di fatturazione, IVA esclusa"
            />
          )}
        />
        <FormSelectField control={control} name="billing_period" label="Periodicità">
          {billingPeriods.map((value) => (
            <MenuItem key={value} value={value}>
              {billingPeriodLabels[value]}
            </MenuItem>
          ))}
        </FormSelectField>
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
      <Stack
        direction="row"
        spacing={1.5}
        sx={{
          justifyContent: 'flex-end',
          position: 'sticky',
          bottom: 0,
          py: 1.5,
          bgcolor: 'background.default',
          zIndex: 1,
        }}
      >
        <Button
          component={RouterLink}
          to={contract ? paths.contractDetail.build(contract.id) : paths.contracts.build()}
        >
          {strings.cancel}
        </Button>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {contract ? 'Salva modifiche' : 'Crea contratto'}
        </Button>
      </Stack>
    </Stack>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  createProductInputSchema,
  type ProductView,
  productRecurrenceLabels,
  productRecurrences,
  productUnits,
  vatRates,
} from '@officina/contracts';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ConflictAlert } from '../../../components/conflict-alert.tsx';
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
import { useSaveProduct } from '../api/save-product.ts';

const FIELDS = Object.keys(createProductInputSchema.shape);

const valuesOf = (product: ProductView | undefined) => ({
  code: product?.code ?? '',
  name: product?.name ?? '',
  description: product?.description ?? null,
  category_id: product?.category_id ?? null,
  unit: product?.unit ?? ('pz' as const),
  unit_price_cents: product?.unit_price_cents ?? 0,
  vat_rate: product?.vat_rate ?? (22 as const),
  recurrence: product?.recurrence ?? ('una_tantum' as const),
  active: product?.active ?? true,
});

/** A catalogue product: code (unique), name, category, unit, price "1.234,56", VAT, recurrence, active. */
export function ProductForm({ product }: { product?: ProductView }) {
  const lookups = useSalesLookups();
  const navigate = useNavigate();
  const save = useSaveProduct(product?.id);
  const [conflict, setConflict] = useState(false);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(createProductInputSchema),
    defaultValues: valuesOf(product),
    mode: 'onTouched',
  });

  useEffect(() => {
    if (leaveTo && !formState.isDirty) navigate(leaveTo);
  }, [leaveTo, formState.isDirty, navigate]);

  const submit = handleSubmit(async (input) => {
    setConflict(false);
    try {
      const saved = await save.mutateAsync(product ? { ...input, updated_at: product.updated_at } : input);
      notify.success(product ? 'Prodotto aggiornato' : 'Prodotto creato');
      reset(valuesOf(saved.product));
      setLeaveTo(paths.productDetail.build(saved.product.id));
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
      aria-label={product ? 'Modifica prodotto' : 'Nuovo prodotto'}
    >
      <UnsavedChangesGuard when={formState.isDirty && !leaveTo} />
      {conflict && product && (
        <ConflictAlert what="Il prodotto" reloading={false} onReload={() => window.location.reload()} />
      )}
      <FormSection title="Prodotto">
        <FormTextField
          control={control}
          name="code"
          label="Codice *"
          autoFocus={!product}
          helperText="Univoco, es. HOST-WEB-1"
        />
        <FormTextField control={control} name="name" label="Nome *" />
        <FormIdSelect
          control={control}
          name="category_id"
          label="Categoria"
          options={lookups.productCategories}
          emptyLabel="Nessuna"
        />
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={field.value ?? true}
                  onChange={(event) => field.onChange(event.target.checked)}
                />
              }
              label="Attivo (proposto nelle offerte)"
            />
          )}
        />
      </FormSection>
      <FormSection title="Prezzo" columns={3}>
        <Controller
          control={control}
          name="unit_price_cents"
          render={({ field, fieldState }) => (
            <MoneyField
              label="Prezzo unitario *"
              value={field.value ?? 0}
              onChange={(cents) => field.onChange(cents ?? 0)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
              helperText="IVA esclusa"
            />
          )}
        />
        <FormSelectField control={control} name="unit" label="Unità">
          {productUnits.map((unit) => (
            <MenuItem key={unit} value={unit}>
              {unit}
            </MenuItem>
          ))}
        </FormSelectField>
        <Controller
          control={control}
          name="vat_rate"
          render={({ field }) => <VatSelect value={field.value ?? 22} onChange={field.onChange} />}
        />
        <FormSelectField control={control} name="recurrence" label="Ricorrenza">
          {productRecurrences.map((value) => (
            <MenuItem key={value} value={value}>
              {productRecurrenceLabels[value]}
            </MenuItem>
          ))}
        </FormSelectField>
      </FormSection>
      <FormSection title="Descrizione" columns={1}>
        <FormTextField
          control={control}
          name="description"
          label="Descrizione"
          multiline
          rows={3}
          helperText="Riportata nelle righe dell’offerta"
        />
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
          to={product ? paths.productDetail.build(product.id) : paths.products.build()}
        >
          {strings.cancel}
        </Button>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {product ? 'Salva modifiche' : 'Crea prodotto'}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The VAT rate select (the value is a number). */
function VatSelect({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  return (
    <TextField
      select
      fullWidth
      label="IVA"
      value={String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {vatRates.map((rate) => (
        <MenuItem key={rate} value={String(rate)}>
          {rate}%
        </MenuItem>
      ))}
    </TextField>
  );
}

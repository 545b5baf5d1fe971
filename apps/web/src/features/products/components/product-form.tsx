import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  createProductInputSchema,
  type ProductView,
  productRecurrenceLabels,
  productRecurrences,
  productUnits,
  vatRates,
} from '@officina/contracts';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { FormMoneyField, FormSwitch } from '../../../components/form/bound-fields.tsx';
import { RecordForm } from '../../../components/form/record-form.tsx';
import { FormIdSelect } from '../../../components/form-id-select.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useCompanyDefaults } from '../../../lib/entities/company.ts';
import { productEntity } from '../../../lib/entities/products.ts';
import { useEntityForm } from '../../../lib/forms/use-entity-form.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useSalesLookups } from '../../../lib/settings/use-sales-lookups.ts';
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
  const save = useSaveProduct(product?.id);
  const form = useSchemaForm(createProductInputSchema, valuesOf(product));
  const { control, resetField } = form;
  // A new product starts from the company's default VAT rate (/admin/company), once it is read.
  const { default_vat_rate } = useCompanyDefaults();
  useEffect(() => {
    if (!product) resetField('vat_rate', { defaultValue: default_vat_rate });
  }, [product, default_vat_rate, resetField]);
  const state = useEntityForm(productEntity, {
    form,
    record: product,
    valuesOf,
    fields: FIELDS,
    save: { create: save, update: save },
    reload: false,
    leaveTo: 'detail',
  });

  return (
    <RecordForm state={state} entity={productEntity}>
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
        <FormSwitch control={control} name="active" label="Attivo (proposto nelle offerte)" emptyChecked />
      </FormSection>
      <FormSection title="Prezzo" columns={3}>
        <FormMoneyField
          control={control}
          name="unit_price_cents"
          label="Prezzo unitario *"
          required
          helperText="IVA esclusa"
        />
        <FormSelectField control={control} name="unit" label="Unità" options={productUnits} />
        <Controller
          control={control}
          name="vat_rate"
          render={({ field }) => <VatSelect value={field.value ?? 22} onChange={field.onChange} />}
        />
        <FormSelectField
          control={control}
          name="recurrence"
          label="Ricorrenza"
          options={productRecurrences}
          labels={productRecurrenceLabels}
        />
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
    </RecordForm>
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

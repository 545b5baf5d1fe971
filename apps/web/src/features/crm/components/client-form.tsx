import { type ClientView, createClientInputSchema, italianClientFields } from '@officina/contracts';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { RecordForm } from '../../../components/form/record-form.tsx';
import { FormIdSelect } from '../../../components/form-id-select.tsx';
import { FormProvinciaField } from '../../../components/form-provincia-field.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { clientEntity } from '../../../lib/entities/clients.ts';
import { useEntityForm } from '../../../lib/forms/use-entity-form.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useCreateClient } from '../api/create-client.ts';
import { useUpdateClient } from '../api/update-client.ts';
import { useCrmLookups } from '../hooks/use-crm-lookups.ts';
import { VatDuplicateWarning } from './vat-duplicate-warning.tsx';

const FIELDS = Object.keys(createClientInputSchema.shape);

function valuesOf(client: ClientView | undefined) {
  return {
    business_name: client?.business_name ?? '',
    vat_number: client?.vat_number ?? null,
    tax_code: client?.tax_code ?? null,
    sdi_code: client?.sdi_code ?? null,
    pec: client?.pec ?? null,
    email: client?.email ?? null,
    phone: client?.phone ?? null,
    website: client?.website ?? null,
    street: client?.street ?? null,
    postal_code: client?.postal_code ?? null,
    city: client?.city ?? null,
    province: client?.province ?? null,
    country: client?.country ?? 'IT',
    state_id: client?.state_id ?? null,
    category_id: client?.category_id ?? null,
    account_manager_id: client?.account_manager_id ?? null,
    notes: client?.notes ?? null,
  };
}

interface ClientFormProps {
  /** The client to edit; without it the form creates one. */
  client?: ClientView;
}

/**
 * The client form: the contracts' schema validates (the server's own), Italian checks only for an
 * Italian address; a shared Partita IVA warns without blocking; leaving with changes asks first.
 */
export function ClientForm({ client }: ClientFormProps) {
  const lookups = useCrmLookups();
  const create = useCreateClient();
  const update = useUpdateClient(client?.id ?? 0);
  const form = useSchemaForm(createClientInputSchema, valuesOf(client));
  const { control, getFieldState, trigger } = form;
  const state = useEntityForm(clientEntity, {
    form,
    record: client,
    valuesOf,
    fields: FIELDS,
    save: { create, update },
    warnings: true,
    leaveTo: 'detail',
  });
  const { base } = state;
  const [vat, country] = useWatch({ control, name: ['vat_number', 'country'] });
  const italian = (country ?? 'IT').trim().toUpperCase() === 'IT';

  // Italian or foreign address: the Italian checks start or stop applying, so the fields already
  // checked are checked again (a codice fiscale error goes when the country becomes DE).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address turns Italian or foreign
  useEffect(() => {
    const checked = italianClientFields.filter((name) => {
      const field = getFieldState(name);
      return field.isTouched || field.invalid;
    });
    if (checked.length > 0) void trigger(checked);
  }, [italian, getFieldState, trigger]);

  return (
    <RecordForm state={state} entity={clientEntity}>
      <FormSection title="Dati aziendali">
        <FormTextField
          control={control}
          name="business_name"
          label="Ragione sociale *"
          autoFocus={!base}
          autoComplete="organization"
        />
        <FormTextField
          control={control}
          name="vat_number"
          label="Partita IVA"
          helperText={italian ? '11 cifre' : 'Partita IVA o VAT number estero'}
        />
        <VatDuplicateWarning vat={vat} country={country} excludeId={base?.id} />
        <FormTextField
          control={control}
          name="tax_code"
          label="Codice fiscale"
          helperText="16 caratteri, o 11 cifre per le società"
        />
        <FormIdSelect control={control} name="state_id" label="Stato" options={lookups.clientStates} />
        <FormIdSelect
          control={control}
          name="category_id"
          label="Categoria"
          options={lookups.clientCategories}
          emptyLabel="Nessuna"
        />
        <FormIdSelect
          control={control}
          name="account_manager_id"
          label="Account manager"
          options={lookups.accountManagers}
        />
      </FormSection>
      <FormSection
        title="Fatturazione elettronica"
        description="Dove ricevono le fatture: codice destinatario SDI o PEC."
      >
        <FormTextField
          control={control}
          name="sdi_code"
          label="Codice SDI"
          helperText="7 caratteri (0000000 per i privati)"
        />
        <FormTextField control={control} name="pec" label="PEC" type="email" />
      </FormSection>
      <FormSection title="Contatti" columns={3}>
        <FormTextField control={control} name="email" label="E-mail" type="email" autoComplete="email" />
        <FormTextField control={control} name="phone" label="Telefono" type="tel" autoComplete="tel" />
        <FormTextField control={control} name="website" label="Sito web" placeholder="www.esempio.it" />
      </FormSection>
      <FormSection
        title="Sede"
        description={
          italian ? undefined : 'Indirizzo estero: CAP e provincia non seguono le regole italiane.'
        }
      >
        <FormTextField control={control} name="street" label="Indirizzo" autoComplete="street-address" />
        <FormTextField control={control} name="postal_code" label="CAP" autoComplete="postal-code" />
        <FormTextField control={control} name="city" label="Comune" autoComplete="address-level2" />
        {italian ? (
          <FormProvinciaField control={control} name="province" />
        ) : (
          <FormTextField control={control} name="province" label="Provincia / regione" />
        )}
        <FormTextField
          control={control}
          name="country"
          label="Nazione"
          helperText="Codice di 2 lettere: IT per l'Italia"
          autoComplete="country"
        />
      </FormSection>
      <FormSection title="Note" columns={1}>
        <FormTextField control={control} name="notes" label="Note" multiline rows={4} />
      </FormSection>
    </RecordForm>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import {
  type CompanySettings,
  type UpdateCompanySettingsInput,
  updateCompanySettingsInputSchema,
  vatRateSchema,
  vatRates,
} from '@officina/contracts';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { FormDurationField } from '../../../components/form/bound-fields.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { notify, showToast } from '../../../lib/toast.ts';
import { useUpdateCompanySettings } from '../api/company-settings.ts';

type Data = Omit<UpdateCompanySettingsInput, 'default_vat_rate' | 'weekly_hours_target'>;

/** The company data of the settings, as the form holds it. */
function dataOf(settings: CompanySettings): Required<{ [K in keyof Data]: string | null }> {
  return {
    company_name: settings.company_name,
    company_vat: settings.company_vat,
    company_tax_code: settings.company_tax_code,
    company_address: settings.company_address,
    company_pec: settings.company_pec,
    company_sdi_code: settings.company_sdi_code,
    company_iban: settings.company_iban,
    company_rea: settings.company_rea,
  };
}

const dataSchema = updateCompanySettingsInputSchema.omit({
  default_vat_rate: true,
  weekly_hours_target: true,
});

/** The server's 422 messages on their fields (`rename` maps a server field to the form's). */
function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  rename: Record<string, string> = {},
) {
  if (isApiError(error) && error.status === 422) {
    for (const [field, list] of Object.entries(error.fieldErrors())) {
      setError((rename[field] ?? field) as Path<T>, { message: list[0] ?? '' });
    }
  } else showToast({ message: 'Salvataggio non riuscito', type: 'error' });
}

/**
 * «Dati aziendali»: ragione sociale, P.IVA, codice fiscale, sede, PEC, SDI, REA, IBAN. The same stored
 * values as «Impostazioni offerte» (the offer PDF prints them); the server checks each one.
 */
export function CompanyDataForm({ settings }: { settings: CompanySettings }) {
  const update = useUpdateCompanySettings();
  const form = useSchemaForm(dataSchema, dataOf(settings));
  const { control, handleSubmit, reset, setError, formState } = form;
  const save = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({
        ...values,
        default_vat_rate: settings.default_vat_rate,
        weekly_hours_target: settings.weekly_hours_target,
      });
      reset(dataOf(saved));
      notify.success('Dati aziendali salvati');
    } catch (error) {
      showServerErrors(error, setError);
    }
  });
  const text = (name: keyof Data, label: string, helperText?: string) => (
    <FormTextField control={control} name={name} label={label} helperText={helperText} />
  );
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void save(event)}>
      <UnsavedChangesGuard when={formState.isDirty} />
      <FormSection
        title="Dati aziendali"
        description="Stampati nelle offerte in PDF; gli stessi dati di «Impostazioni offerte»."
      >
        {text('company_name', 'Ragione sociale')}
        {text('company_vat', 'Partita IVA', '11 cifre')}
        {text('company_tax_code', 'Codice fiscale', 'Solo se diverso dalla partita IVA')}
        {text('company_address', 'Sede legale', 'Es. Via Roma 1, 20121 Milano (MI)')}
        {text('company_pec', 'PEC')}
        {text('company_sdi_code', 'Codice destinatario SDI', '7 caratteri')}
        {text('company_rea', 'Numero REA', 'Es. MI-1234567')}
        {text('company_iban', 'IBAN')}
      </FormSection>
      <Box>
        <Button type="submit" variant="contained" disabled={!formState.isDirty} loading={update.isPending}>
          Salva dati aziendali
        </Button>
      </Box>
    </Stack>
  );
}

const defaultsSchema = z.object({
  default_vat_rate: vatRateSchema,
  weekly_minutes: z
    .number({ error: 'Ore settimanali: inserisci una durata (es. 40 o 37:30)' })
    .int()
    .min(60, 'Ore settimanali: da 1 a 80')
    .max(80 * 60, 'Ore settimanali: da 1 a 80'),
});

/** «Valori predefiniti»: the VAT rate new products and offer rows start from, the weekly hours target. */
export function CompanyDefaultsForm({ settings }: { settings: CompanySettings }) {
  const update = useUpdateCompanySettings();
  const valuesOf = (s: CompanySettings) => ({
    default_vat_rate: s.default_vat_rate,
    weekly_minutes: Math.round(s.weekly_hours_target * 60),
  });
  const form = useSchemaForm(defaultsSchema, valuesOf(settings));
  const { control, handleSubmit, reset, setError, formState } = form;
  const save = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({
        ...dataOf(settings),
        default_vat_rate: values.default_vat_rate,
        weekly_hours_target: values.weekly_minutes / 60,
      });
      reset(valuesOf(saved));
      notify.success('Valori predefiniti salvati');
    } catch (error) {
      showServerErrors(error, setError, { weekly_hours_target: 'weekly_minutes' });
    }
  });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void save(event)}>
      <UnsavedChangesGuard when={formState.isDirty} />
      <FormSection title="Valori predefiniti">
        <FormSelectField
          control={control}
          name="default_vat_rate"
          label="Aliquota IVA predefinita"
          helperText="Proposta per i nuovi prodotti e le nuove righe delle offerte"
          format={(value) => String(value)}
          parse={Number}
        >
          {vatRates.map((rate) => (
            <MenuItem key={rate} value={String(rate)}>
              {rate}%
            </MenuItem>
          ))}
        </FormSelectField>
        <FormDurationField
          control={control}
          name="weekly_minutes"
          label="Ore settimanali (obiettivo)"
          helperText="Nel riquadro dei tempi della dashboard; es. 40 o 37:30"
        />
      </FormSection>
      <Box>
        <Button type="submit" variant="contained" disabled={!formState.isDirty} loading={update.isPending}>
          Salva valori predefiniti
        </Button>
      </Box>
    </Stack>
  );
}

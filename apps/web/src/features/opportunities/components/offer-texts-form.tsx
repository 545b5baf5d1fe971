import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type OfferSettings, updateOfferSettingsInputSchema } from '@officina/contracts';
import { FormCountField, FormMoneyField, FormSwitch } from '../../../components/form/bound-fields.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { notify, showToast } from '../../../lib/toast.ts';
import { useUpdateOfferSettings } from '../api/offer-settings.ts';

type Values = Omit<OfferSettings, 'opportunity_logo'>;
type Field = keyof Values;

function valuesOf({ opportunity_logo: _logo, ...values }: OfferSettings): Values {
  return values;
}

/**
 * The offer's texts (name, header), the company's legal data printed in every page's footer and the
 * defaults of a new offer, saved together; the server's 422 messages shown on their fields.
 */
export function OfferTextsForm({ settings }: { settings: OfferSettings }) {
  const update = useUpdateOfferSettings();
  const form = useSchemaForm(updateOfferSettingsInputSchema, valuesOf(settings));
  const { control, handleSubmit, reset, setError, formState } = form;
  const save = handleSubmit(async (values) => {
    try {
      reset(valuesOf(await update.mutateAsync(values)));
      notify.success('Impostazioni offerte salvate');
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        for (const [field, list] of Object.entries(error.fieldErrors())) {
          setError(field as Field, { message: list[0] ?? '' });
        }
      } else showToast({ message: 'Salvataggio non riuscito', type: 'error' });
    }
  });
  const text = (name: Field, label: string, helperText?: string) => (
    <FormTextField control={control} name={name} label={label} helperText={helperText} />
  );
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void save(event)}>
      <UnsavedChangesGuard when={formState.isDirty} />
      <FormSection title="Intestazione" columns={1}>
        {text('opportunity_company_name', 'Ragione sociale', 'Stampata in alto nell’offerta')}
        <FormTextField
          control={control}
          name="opportunity_header"
          label="Testo di intestazione"
          multiline
          rows={3}
          helperText="Contatti sotto la ragione sociale (telefono, e-mail, sito): una riga per voce"
        />
        {text('company_pec', 'PEC')}
        {text('company_sdi_code', 'Codice destinatario SDI')}
      </FormSection>
      <FormSection title="Dati legali" description="Stampati a piè di pagina in ogni pagina dell’offerta.">
        {text('company_address', 'Sede legale', 'Es. Via Roma 1, 20121 Milano (MI)')}
        {text('company_vat', 'Partita IVA')}
        {text('company_tax_code', 'Codice fiscale', 'Solo se diverso dalla partita IVA')}
        {text('company_rea', 'Numero REA', 'Es. MI-1234567')}
        <FormMoneyField control={control} name="company_share_capital_cents" label="Capitale sociale" />
        <FormSwitch control={control} name="company_share_capital_paid" label="Interamente versato (i.v.)" />
      </FormSection>
      <FormSection title="Pagamento e validità" description="Valori proposti per le nuove offerte.">
        {text('company_iban', 'IBAN', 'Stampato con le condizioni di pagamento')}
        {text('offer_payment_terms', 'Condizioni di pagamento', 'Es. bonifico a 30 giorni data fattura')}
        <FormCountField
          control={control}
          name="offer_validity_days"
          label="Validità dell’offerta (giorni)"
          helperText="Dalla data dell’offerta; vuoto: nessuna scadenza proposta"
          min={1}
          max={365}
        />
      </FormSection>
      <Box>
        <Button type="submit" variant="contained" disabled={!formState.isDirty} loading={update.isPending}>
          Salva
        </Button>
      </Box>
    </Stack>
  );
}

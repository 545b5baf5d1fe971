import Stack from '@mui/material/Stack';
import { BackLink } from '../../components/back-link.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { OfferSettingsForm } from '../../features/opportunities/components/offer-settings-form.tsx';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /settings/offers (permission manage_settings): "Impostazioni offerte". */
export function OfferSettingsPage() {
  useDocumentTitle('Impostazioni offerte');
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 900 }}>
      <PageHeader
        title="Impostazioni offerte"
        subtitle="Logo, ragione sociale, intestazione, dati legali e condizioni predefinite delle offerte in PDF."
        back={<BackLink to={paths.admin.build()}>Amministrazione</BackLink>}
      />
      <OfferSettingsForm />
    </Stack>
  );
}

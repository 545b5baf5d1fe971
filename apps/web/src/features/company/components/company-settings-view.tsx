import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useCompanySettings } from '../api/company-settings.ts';
import { CompanyDataForm, CompanyDefaultsForm } from './company-forms.tsx';
import { CompanyLogos } from './company-logos.tsx';

/**
 * /admin/company's own sections: «Dati aziendali», «Loghi», then what the page puts between them
 * (`calendar`: the patron saint, another feature's), then «Valori predefiniti».
 */
export function CompanySettingsView({ calendar }: { calendar?: ReactNode }) {
  const settings = useCompanySettings();
  if (settings.isError) return <Alert severity="error">Impossibile caricare i dati aziendali.</Alert>;
  if (!settings.data)
    return <Skeleton variant="rounded" height={420} aria-label="Caricamento dei dati aziendali" />;
  return (
    <Stack spacing={2.5}>
      <CompanyDataForm settings={settings.data} />
      <CompanyLogos settings={settings.data} />
      {calendar}
      <CompanyDefaultsForm settings={settings.data} />
    </Stack>
  );
}

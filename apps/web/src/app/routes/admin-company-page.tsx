import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { CompanySettingsView } from '../../features/company/components/company-settings-view.tsx';
import { PatronSettingSection } from '../../features/schedules/components/extras/patron-setting-form.tsx';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * /admin/company (manage_settings): company data, logos per theme, the patron saint of the
 * calendar (the schedules feature's section) and the defaults; «Impostazioni offerte» one click away.
 */
export function AdminCompanyPage() {
  useDocumentTitle('Dati aziendali');
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 960 }}>
      <PageHeader
        title="Dati aziendali"
        subtitle="Ragione sociale e dati legali, loghi, calendario e valori predefiniti."
        back={<BackLink to={paths.admin.build()}>Amministrazione</BackLink>}
        actions={
          <Button
            component={RouterLink}
            to={paths.offerSettings.build()}
            variant="outlined"
            startIcon={<RequestQuoteOutlined />}
          >
            Impostazioni offerte
          </Button>
        }
      />
      <CompanySettingsView calendar={<PatronSettingSection />} />
    </Stack>
  );
}

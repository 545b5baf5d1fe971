import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { PermissionName } from '@officina/contracts';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { useCan } from '../../lib/ability.ts';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

interface AdminSection {
  title: string;
  description: string;
  to: string;
  icon: typeof SvgIcon;
  permission: PermissionName;
}

/** The administration's sections, each shown only to who may open it (the server checks again). */
const sections: readonly AdminSection[] = [
  {
    title: 'Utenti',
    description:
      'Invita colleghi, cambia gruppo, disattiva o blocca un account, invia il reset della password.',
    to: paths.adminUsers.build(),
    icon: ManageAccountsOutlined,
    permission: 'manage_users',
  },
  {
    title: 'Gruppi e permessi',
    description: 'Cosa può vedere e fare ogni gruppo di utenti, area per area.',
    to: paths.adminGroups.build(),
    icon: AdminPanelSettingsOutlined,
    permission: 'manage_users',
  },
  {
    title: 'Registro attività',
    description: 'Chi ha fatto cosa e quando, in tutto il sistema; esportabile in Excel.',
    to: paths.adminAudit.build(),
    icon: ReceiptLongOutlined,
    permission: 'manage_users',
  },
  {
    title: 'Tabelle di base',
    description: 'Stati, categorie e tipi: nomi, colori, ordine e significato (chiuso, vinto, perso).',
    to: paths.adminLookups.build(),
    icon: ListAltOutlined,
    permission: 'manage_settings',
  },
  {
    title: 'Dati aziendali',
    description: 'Ragione sociale, P.IVA, indirizzo, PEC, SDI, loghi, santo patrono, IVA e ore settimanali.',
    to: paths.adminCompany.build(),
    icon: ApartmentOutlined,
    permission: 'manage_settings',
  },
  {
    title: 'Impostazioni offerte',
    description: 'Logo, intestazione, dati legali e condizioni predefinite delle offerte in PDF.',
    to: paths.offerSettings.build(),
    icon: RequestQuoteOutlined,
    permission: 'manage_settings',
  },
];

/** /admin (manage_users or manage_settings): one card per section the user may open. */
export function AdminHomePage() {
  const can = useCan();
  useDocumentTitle('Amministrazione');
  const visible = sections.filter((section) => can(section.permission));
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <PageHeader title="Amministrazione" subtitle="Utenti, permessi, tabelle di base e dati dell’azienda." />
      <Grid container spacing={2}>
        {visible.map(({ title, description, to, icon: Icon }) => (
          <Grid key={to} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                to={to}
                sx={{ height: '100%', alignItems: 'flex-start' }}
              >
                <CardContent>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
                    <Icon color="primary" aria-hidden />
                    <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem' }}>
                      {title}
                    </Typography>
                  </Stack>
                  <Typography color="text.secondary">{description}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}

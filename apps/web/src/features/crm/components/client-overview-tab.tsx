import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { findProvincia } from '@officina/contracts';
import { DetailFields } from '../../../components/detail-fields.tsx';
import { NotesSection } from '../../../components/notes-section.tsx';
import { formatDateTime } from '../../../lib/locale/format.ts';
import type { ClientTabProps } from '../client-tabs.ts';
import { formatAddress, mapLinkOf } from '../utils/address.ts';

const external = (href: string, text: string) => (
  <Link href={href} target="_blank" rel="noopener noreferrer">
    {text}
  </Link>
);

/** Panoramica: company data, e-invoicing, contacts, address with a map link, notes. */
export function ClientOverviewTab({ client }: ClientTabProps) {
  const address = formatAddress(client);
  const map = mapLinkOf(client);
  const province = client.province ? findProvincia(client.province) : undefined;

  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <DetailFields
        title="Dati aziendali"
        fields={[
          { label: 'Ragione sociale', value: client.business_name },
          { label: 'Partita IVA', value: client.vat_number },
          { label: 'Codice fiscale', value: client.tax_code },
          { label: 'Codice SDI', value: client.sdi_code },
          { label: 'PEC', value: client.pec && external(`mailto:${client.pec}`, client.pec) },
        ]}
      />
      <DetailFields
        title="Contatti"
        fields={[
          { label: 'E-mail', value: client.email && external(`mailto:${client.email}`, client.email) },
          {
            label: 'Telefono',
            value: client.phone && (
              <Link href={`tel:${client.phone.replace(/\s+/g, '')}`}>{client.phone}</Link>
            ),
          },
          {
            label: 'Sito web',
            value: client.website && external(client.website, client.website.replace(/^https?:\/\//, '')),
          },
        ]}
      />
      <DetailFields
        title="Sede"
        action={
          map && (
            <Button
              size="small"
              href={map}
              target="_blank"
              rel="noopener noreferrer"
              endIcon={<OpenInNewOutlined />}
            >
              Apri nella mappa
            </Button>
          )
        }
        fields={[
          { label: 'Indirizzo', value: address },
          { label: 'Provincia', value: province ? `${province.name} (${province.code})` : client.province },
          { label: 'Nazione', value: client.country === 'IT' ? 'Italia' : client.country },
        ]}
      />
      <DetailFields
        title="Gestione"
        fields={[
          { label: 'Stato', value: client.state_name },
          { label: 'Categoria', value: client.category_name },
          { label: 'Account manager', value: client.account_manager_name },
          { label: 'Creato il', value: formatDateTime(client.created_at) },
          { label: 'Modificato il', value: formatDateTime(client.updated_at) },
          ...(client.archived_at
            ? [{ label: 'Archiviato il', value: formatDateTime(client.archived_at) }]
            : []),
        ]}
      />
      <NotesSection notes={client.notes} />
    </Box>
  );
}

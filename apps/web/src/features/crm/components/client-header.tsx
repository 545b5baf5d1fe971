import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClientView } from '@officina/contracts';
import type { ReactNode } from 'react';
import { LookupChip } from '../../../components/lookup-chip.tsx';

const initials = (name: string) =>
  name
    .replace(/\b(s\.?r\.?l\.?s?|s\.?p\.?a\.?|s\.?n\.?c\.?|s\.?a\.?s\.?)\b/gi, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

interface ClientHeaderProps {
  client: ClientView;
  actions?: ReactNode;
}

/** Top of the client page: name, state chip, category, account manager, the quick actions. */
export function ClientHeader({ client, actions }: ClientHeaderProps) {
  const place = [client.city, client.province && `(${client.province})`].filter(Boolean).join(' ');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Avatar
          variant="rounded"
          sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontSize: 22 }}
          aria-hidden
        >
          {initials(client.business_name) || '?'}
        </Avatar>
        <Stack spacing={0.75} sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {client.business_name}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <LookupChip name={client.state_name} color={client.state_color} />
            {client.category_name && <Chip size="small" variant="outlined" label={client.category_name} />}
            {client.archived_at && (
              <Chip size="small" color="warning" icon={<ArchiveOutlined />} label="Archiviato" />
            )}
            <Typography variant="body2" color="text.secondary" component="span">
              {[
                client.vat_number && `P.IVA ${client.vat_number}`,
                place,
                client.account_manager_name && `Account: ${client.account_manager_name}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Stack>
        </Stack>
        {actions && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

import Avatar from '@mui/material/Avatar';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClientView } from '@officina/contracts';
import type { ReactNode } from 'react';
import { HeaderActions } from '../../../components/page-header.tsx';
import { RecordHeadline } from '../../../components/record-headline.tsx';

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
          <RecordHeadline
            title={client.business_name}
            state={{ name: client.state_name, color: client.state_color }}
            kind={client.category_name}
            archived={client.archived_at && 'Archiviato'}
          >
            <Typography variant="body2" color="text.secondary" component="span">
              {[
                client.vat_number && `P.IVA ${client.vat_number}`,
                place,
                client.account_manager_name && `Account: ${client.account_manager_name}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </RecordHeadline>
        </Stack>
        {actions && <HeaderActions>{actions}</HeaderActions>}
      </Stack>
    </Paper>
  );
}

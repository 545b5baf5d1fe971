import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { DASHBOARD_WIDGET_LABELS, type Dashboard, formatEuro } from '@officina/contracts';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../lib/locale/format.ts';
import { paths } from '../../../lib/paths.ts';
import { CountLink, WidgetCard, WidgetEmpty } from './widget-card.tsx';

/** "Contratti in scadenza": how many end within N days (opening the list so filtered), the 5 soonest. */
export function ExpiringContractsWidget({ data }: { data: NonNullable<Dashboard['expiring_contracts']> }) {
  const list = paths.contracts.build(`expiring_within_days=${data.within_days}`);
  return (
    <WidgetCard title={DASHBOARD_WIDGET_LABELS.expiring_contracts} to={list} icon={<EventRepeatOutlined />}>
      <Box>
        <CountLink to={list} label={`Entro ${data.within_days} giorni`} count={data.count} />
      </Box>
      {data.items.length === 0 ? (
        <WidgetEmpty>Nessun contratto scade nei prossimi {data.within_days} giorni.</WidgetEmpty>
      ) : (
        <List dense disablePadding aria-label="Contratti che scadono per primi">
          {data.items.slice(0, 5).map((contract) => (
            <ListItem key={contract.id} disableGutters divider sx={{ gap: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={paths.contractDetail.build(contract.id)}
                  underline="hover"
                  sx={{ fontWeight: 500, display: 'block' }}
                  noWrap
                >
                  {contract.number ? `${contract.number} · ` : ''}
                  {contract.title}
                </Link>
                <Typography variant="caption" color="text.secondary" noWrap component="div">
                  Scade il {formatDate(contract.end_on)}
                  {contract.client_name ? ` · ${contract.client_name}` : ''}
                </Typography>
              </Box>
              <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}>
                {formatEuro(contract.amount_cents)}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </WidgetCard>
  );
}

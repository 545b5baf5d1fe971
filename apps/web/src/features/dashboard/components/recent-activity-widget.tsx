import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { DASHBOARD_WIDGET_LABELS, type Dashboard } from '@officina/contracts';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/locale/format.ts';
import { formatRelativeTime } from '../../../lib/time/relative-time.ts';
import { WidgetCard, WidgetEmpty } from './widget-card.tsx';

/** "Attività recenti": what was done, by whom and when, each opening its record while it exists. */
export function RecentActivityWidget({
  data,
  now,
}: {
  data: NonNullable<Dashboard['recent_activity']>;
  now: number;
}) {
  return (
    <WidgetCard title={DASHBOARD_WIDGET_LABELS.recent_activity} icon={<HistoryOutlined />}>
      {data.items.length === 0 ? (
        <WidgetEmpty>Nessuna attività recente: ciò che tu e il team modificate comparirà qui.</WidgetEmpty>
      ) : (
        <List dense disablePadding aria-label="Ultime attività">
          {data.items.map((item) => (
            <ListItem key={item.id} disableGutters divider sx={{ display: 'block' }}>
              {item.path ? (
                <Link
                  component={RouterLink}
                  to={item.path}
                  underline="hover"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {item.text}
                </Link>
              ) : (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {item.text}
                </Typography>
              )}
              <Typography
                variant="caption"
                color="text.secondary"
                component="time"
                dateTime={item.created_at}
                title={formatDateTime(item.created_at)}
                sx={{ display: 'block' }}
              >
                {formatRelativeTime(item.created_at, now)}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </WidgetCard>
  );
}

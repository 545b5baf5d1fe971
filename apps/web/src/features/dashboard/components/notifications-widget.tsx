import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { DASHBOARD_WIDGET_LABELS, type Dashboard } from '@officina/contracts';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { formatRelativeTime } from '../../../lib/time/relative-time.ts';
import { CountLink, WidgetCard, WidgetEmpty } from './widget-card.tsx';

/** The notification centre's unread tab (`?filtro=non-lette`), which the count opens. */
export const unreadNotificationsPath = paths.notifications.build('filtro=non-lette');

/** A notification's link when it is a path of this app, null otherwise. */
const appLink = (link: string | null) => (link && /^\/(?![/\\])/.test(link) ? link : null);

/** "Notifiche non lette": how many (opening the centre's unread tab) and the latest. */
export function NotificationsWidget({ data, now }: { data: Dashboard['notifications']; now: number }) {
  const unread = data.items.filter((item) => !item.read_at);
  return (
    <WidgetCard
      title={DASHBOARD_WIDGET_LABELS.notifications}
      to={unreadNotificationsPath}
      icon={<NotificationsNoneOutlined />}
    >
      <Box>
        <CountLink to={unreadNotificationsPath} label="Non lette" count={data.unread_count} />
      </Box>
      {unread.length === 0 ? (
        <WidgetEmpty>Nessuna notifica da leggere: sei in pari.</WidgetEmpty>
      ) : (
        <List dense disablePadding aria-label="Ultime notifiche non lette">
          {unread.slice(0, 5).map((item) => {
            const link = appLink(item.link);
            return (
              <ListItem key={item.id} disableGutters divider sx={{ display: 'block' }}>
                {link ? (
                  <Link component={RouterLink} to={link} underline="hover" sx={{ fontWeight: 500 }}>
                    {item.title}
                  </Link>
                ) : (
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {item.title}
                  </Typography>
                )}
                <Typography variant="caption" color="text.secondary" component="div">
                  {formatRelativeTime(item.created_at, now)}
                </Typography>
              </ListItem>
            );
          })}
        </List>
      )}
    </WidgetCard>
  );
}

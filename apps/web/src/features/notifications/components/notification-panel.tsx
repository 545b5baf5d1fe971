import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { AppNotification } from '@officina/contracts';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { LATEST_NOTIFICATIONS, useNotifications } from '../api/list-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import { useMarkNotification } from '../api/mark-notification.ts';
import { appLink } from '../utils/notification-format.ts';
import { notificationTexts } from '../utils/notification-texts.ts';
import { NotificationText } from './notification-text.tsx';

interface NotificationPanelProps {
  unread: number;
  onClose: () => void;
}

/** The bell's panel: the latest ten, "Segna tutte come lette" and "Vedi tutte". */
export function NotificationPanel({ unread, onClose }: NotificationPanelProps) {
  const latest = useNotifications(LATEST_NOTIFICATIONS);
  const markAll = useMarkAllNotificationsRead();
  const mark = useMarkNotification();
  const items = latest.data?.data ?? [];

  const open = (item: AppNotification) => {
    if (!item.read_at) mark.mutate({ id: item.id, read: true });
    onClose();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', maxHeight: 'inherit' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1, fontWeight: 600 }}>
          Notifiche
        </Typography>
        <Button
          size="small"
          disabled={unread <= 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {notificationTexts.markAllRead}
        </Button>
      </Box>
      <Divider />
      <Box sx={{ overflowY: 'auto', flexGrow: 1 }}>
        {latest.isPending ? (
          <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress size={28} aria-label={notificationTexts.loading} />
          </Box>
        ) : latest.isError ? (
          <Box role="alert" sx={{ p: 2 }}>
            <Typography variant="body2">{notificationTexts.loadError}</Typography>
            <Button size="small" onClick={() => void latest.refetch()} sx={{ mt: 1 }}>
              {notificationTexts.retry}
            </Button>
          </Box>
        ) : items.length === 0 ? (
          <Typography role="status" variant="body2" color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {notificationTexts.empty}
          </Typography>
        ) : (
          <List dense disablePadding aria-label="Ultime notifiche">
            {items.map((item) => {
              const link = appLink(item.link);
              return (
                <ListItem key={item.id} disablePadding divider>
                  {link ? (
                    <ListItemButton component={RouterLink} to={link} onClick={() => open(item)}>
                      <NotificationText notification={item} />
                    </ListItemButton>
                  ) : (
                    <ListItemButton onClick={() => open(item)}>
                      <NotificationText notification={item} />
                    </ListItemButton>
                  )}
                </ListItem>
              );
            })}
          </List>
        )}
      </Box>
      <Divider />
      <Box sx={{ p: 1, display: 'flex', justifyContent: 'center' }}>
        <Button component={RouterLink} to={paths.notifications.build()} onClick={onClose} size="small">
          {notificationTexts.seeAll}
        </Button>
      </Box>
    </Box>
  );
}

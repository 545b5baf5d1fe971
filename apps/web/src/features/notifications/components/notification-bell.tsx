import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { useId, useState } from 'react';
import { useUnreadNotificationCount } from '../api/get-unread-count.ts';
import { bellLabel, formatUnreadCount } from '../utils/notification-format.ts';
import { NotificationPanel } from './notification-panel.tsx';

/**
 * The navbar's bell: the unread count on a badge ("99+" past 99, spoken in the button's name) and a
 * panel with the latest notifications. The live events keep the count current.
 */
export function NotificationBell() {
  const { data: unread = 0 } = useUnreadNotificationCount();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-controls={anchor ? panelId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge
          badgeContent={formatUnreadCount(unread)}
          color="error"
          invisible={unread <= 0}
          slotProps={{ badge: { 'aria-hidden': true, 'data-testid': 'notification-count' } as object }}
        >
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            id: panelId,
            role: 'dialog',
            'aria-label': 'Notifiche',
            sx: { width: 380, maxWidth: 'calc(100vw - 16px)', maxHeight: 'min(560px, calc(100vh - 80px))' },
          } as object,
        }}
      >
        <NotificationPanel unread={unread} onClose={close} />
      </Popover>
    </>
  );
}

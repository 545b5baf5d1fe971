import DoneAll from '@mui/icons-material/DoneAll';
import Button from '@mui/material/Button';
import { useUnreadNotificationCount } from '../api/get-unread-count.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import { notificationTexts } from '../utils/notification-texts.ts';

/** "Segna tutte come lette": off while nothing is unread. */
export function MarkAllReadButton() {
  const { data: unread = 0 } = useUnreadNotificationCount();
  const markAll = useMarkAllNotificationsRead();
  return (
    <Button
      variant="outlined"
      startIcon={<DoneAll />}
      disabled={unread <= 0}
      loading={markAll.isPending}
      onClick={() => markAll.mutate()}
    >
      {notificationTexts.markAllRead}
    </Button>
  );
}

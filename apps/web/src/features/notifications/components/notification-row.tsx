import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { AppNotification } from '@officina/contracts';
import { Link as RouterLink } from 'react-router';
import { useMarkNotification } from '../api/mark-notification.ts';
import { appLink } from '../utils/notification-format.ts';
import { notificationTexts } from '../utils/notification-texts.ts';
import { NotificationText } from './notification-text.tsx';

interface NotificationRowProps {
  notification: AppNotification;
  onDelete: (notification: AppNotification) => void;
}

/** One notification of the page: opens its record (and is read), read/unread, delete. */
export function NotificationRow({ notification, onDelete }: NotificationRowProps) {
  const mark = useMarkNotification();
  const unread = !notification.read_at;
  const link = appLink(notification.link);
  const markRead = () => {
    if (unread) mark.mutate({ id: notification.id, read: true });
  };
  const text = <NotificationText notification={notification} bodyLines={4} />;

  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 0.5,
        py: 1,
        px: { xs: 1, sm: 2 },
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: unread ? 'action.hover' : undefined,
      }}
    >
      {link ? (
        <ButtonBase
          component={RouterLink}
          to={link}
          onClick={markRead}
          sx={{
            flexGrow: 1,
            minWidth: 0,
            justifyContent: 'flex-start',
            textAlign: 'left',
            p: 1,
            borderRadius: 1,
          }}
        >
          {text}
        </ButtonBase>
      ) : (
        <Box sx={{ flexGrow: 1, minWidth: 0, p: 1 }}>{text}</Box>
      )}
      <Box sx={{ display: 'flex', flexShrink: 0, pt: 0.5 }}>
        <Tooltip title={unread ? notificationTexts.markRead : notificationTexts.markUnread}>
          <IconButton
            size="small"
            disabled={mark.isPending}
            onClick={() => mark.mutate({ id: notification.id, read: unread })}
          >
            {unread ? (
              <MarkEmailReadOutlined fontSize="small" />
            ) : (
              <MarkEmailUnreadOutlined fontSize="small" />
            )}
          </IconButton>
        </Tooltip>
        <Tooltip title={notificationTexts.delete}>
          <IconButton size="small" onClick={() => onDelete(notification)}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AppNotification } from '@officina/contracts';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { formatRelativeTime } from '../../../lib/time/relative-time.ts';

interface NotificationTextProps {
  notification: AppNotification;
  /** Body lines shown before it is cut (the panel is narrow). */
  bodyLines?: number;
}

/** A notification's title (bold and dotted while unread), its body and when it came. */
export function NotificationText({ notification, bodyLines = 2 }: NotificationTextProps) {
  const unread = !notification.read_at;
  return (
    <Box sx={{ display: 'flex', gap: 1, minWidth: 0, width: '100%' }}>
      <Box
        aria-hidden
        sx={{
          mt: 0.9,
          flexShrink: 0,
          width: 8,
          height: 8,
          borderRadius: '50%',
          bgcolor: unread ? 'primary.main' : 'transparent',
        }}
      />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography
          component="span"
          sx={{ display: 'block', fontWeight: unread ? 700 : 400, overflowWrap: 'anywhere' }}
        >
          {unread && (
            <Box component="span" sx={visuallyHidden}>
              Non letta:{' '}
            </Box>
          )}
          {notification.title}
        </Typography>
        {notification.body && (
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: bodyLines,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            }}
          >
            {notification.body}
          </Typography>
        )}
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          <time dateTime={notification.created_at}>{formatRelativeTime(notification.created_at)}</time>
        </Typography>
      </Box>
    </Box>
  );
}

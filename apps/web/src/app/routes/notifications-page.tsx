import Stack from '@mui/material/Stack';
import { PageHeader } from '../../components/page-header.tsx';
import { MarkAllReadButton } from '../../features/notifications/components/mark-all-read-button.tsx';
import { NotificationCentre } from '../../features/notifications/components/notification-centre.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /notifications: the notification centre's full page (all or unread, paged). */
export function NotificationsPage() {
  useDocumentTitle('Notifiche');
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 960 }}>
      <PageHeader title="Notifiche" actions={<MarkAllReadButton />} />
      <NotificationCentre />
    </Stack>
  );
}

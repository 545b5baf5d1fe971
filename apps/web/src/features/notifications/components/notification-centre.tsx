import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type { AppNotification } from '@officina/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { UrlTabs } from '../../../components/url-tabs.tsx';
import { paths } from '../../../lib/paths.ts';
import { notify } from '../../../lib/toast.ts';
import { useDeleteNotification } from '../api/delete-notification.ts';
import { useNotifications } from '../api/list-notifications.ts';
import { notificationTexts } from '../utils/notification-texts.ts';
import { NotificationRow } from './notification-row.tsx';

export const NOTIFICATIONS_PER_PAGE = 20;

/** `?filtro=non-lette`: the unread only; anything else is all of them. */
export type NotificationFilter = 'tutte' | 'non-lette';

export function notificationFilterOf(params: URLSearchParams): NotificationFilter {
  return params.get('filtro') === 'non-lette' ? 'non-lette' : 'tutte';
}

function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

const tabs = [
  { key: 'tutte', label: 'Tutte', to: paths.notifications.build() },
  { key: 'non-lette', label: 'Non lette', to: paths.notifications.build('filtro=non-lette') },
] as const;

/** /notifications: all or the unread (in the URL), paged, each one read/unread, deleted after asking. */
export function NotificationCentre() {
  const [params, setParams] = useSearchParams();
  const filter = notificationFilterOf(params);
  const page = pageOf(params);
  const list = useNotifications({
    page,
    per_page: NOTIFICATIONS_PER_PAGE,
    ...(filter === 'non-lette' ? { unread: true } : {}),
  });
  const remove = useDeleteNotification();
  const [asking, setAsking] = useState<AppNotification | null>(null);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.meta.total / NOTIFICATIONS_PER_PAGE)) : 1;

  const goTo = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });

  // Past the last page (the last ones were deleted or read): back to the last page there is.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > pages) goTo(pages);
  });

  const confirmDelete = () => {
    if (!asking) return;
    remove.mutate(asking.id, {
      onSuccess: () => {
        setAsking(null);
        notify.success(notificationTexts.deleted);
      },
    });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <UrlTabs label="Filtro delle notifiche" active={filter} tabs={tabs} />
      <Box role="tabpanel" id={`tabpanel-${filter}`} aria-labelledby={`tab-${filter}`}>
        {list.isPending ? (
          <Paper variant="outlined" aria-busy="true" aria-label={notificationTexts.loading}>
            {[0, 1, 2, 3].map((row) => (
              <Box key={row} sx={{ p: 2 }}>
                <Skeleton width="60%" />
                <Skeleton width="90%" />
              </Box>
            ))}
          </Paper>
        ) : list.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                {notificationTexts.retry}
              </Button>
            }
          >
            {notificationTexts.loadError}
          </Alert>
        ) : list.data.data.length === 0 ? (
          <EmptyState
            icon={<NotificationsNoneOutlined />}
            title={filter === 'non-lette' ? notificationTexts.emptyUnread : 'Nessuna notifica'}
            description={filter === 'non-lette' ? notificationTexts.allRead : notificationTexts.empty}
          />
        ) : (
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <Box component="ul" aria-label="Notifiche" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {list.data.data.map((item) => (
                <NotificationRow key={item.id} notification={item} onDelete={setAsking} />
              ))}
            </Box>
          </Paper>
        )}
        {pages > 1 && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
            <Pagination
              count={pages}
              page={Math.min(page, pages)}
              onChange={(_, next) => goTo(next)}
              siblingCount={0}
              aria-label="Pagine delle notifiche"
            />
          </Box>
        )}
      </Box>
      <ConfirmDialog
        open={asking !== null}
        title="Eliminare la notifica?"
        confirmLabel={notificationTexts.delete}
        tone="error"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setAsking(null)}
      >
        «{asking?.title}» sarà tolta dalle tue notifiche.
      </ConfirmDialog>
    </Box>
  );
}

import {
  LIVE_EVENT_NOTIFICATION,
  LIVE_EVENT_RECORD,
  liveEventsEndpoint,
  liveNotificationEventSchema,
  liveRecordEventSchema,
} from '@officina/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_BASE } from '../../../lib/api/api-client.ts';
import { dashboardKeys } from '../../../lib/entities/dashboard.ts';
import { queryKeysOfEntity } from '../../../lib/entities/live-record-keys.ts';
import { notificationKeys } from '../../../lib/entities/notifications.ts';
import { permissionsFollowRecord } from '../../../lib/session/permission-refresh.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { notify } from '../../../lib/toast.ts';
import { LATEST_NOTIFICATIONS, notificationListQueryOptions } from '../api/list-notifications.ts';
import type { StreamEvent } from '../utils/event-stream-parser.ts';
import { LiveEventsClient } from '../utils/live-events-client.ts';
import { isDeletedDetail, LiveRefreshBatcher, type RefreshBatch } from '../utils/live-refresh-batch.ts';

/** More new notifications than this at once: one toast says how many. */
const MAX_TOASTS = 3;

/** The last event id of the user's previous stream, so a new token resumes where the old one was. */
let resumeFrom: { userId: number; id: string } | null = null;

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

/** New notifications: the lists (and the dashboard's) refetch, then their titles are toasted (the latest page has them). */
async function announce(queryClient: QueryClient, ids: readonly number[]) {
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.summary });
  await queryClient.invalidateQueries({ queryKey: notificationKeys.feed });
  if (ids.length > MAX_TOASTS) {
    notify.info(`${ids.length} nuove notifiche`);
    return;
  }
  const latest = await queryClient
    .fetchQuery({ ...notificationListQueryOptions(LATEST_NOTIFICATIONS), staleTime: 0 })
    .catch(() => null);
  for (const id of ids) {
    const found = latest?.data.find((item) => item.id === id);
    // Already read (in another tab) or deleted meanwhile: nothing to tell.
    if (found && !found.read_at) notify.info(found.title);
  }
}

function refresh(queryClient: QueryClient, batch: RefreshBatch) {
  for (const queryKey of batch.keys) {
    void queryClient.invalidateQueries({
      queryKey,
      ...(batch.deleted.size > 0
        ? { predicate: (query) => !isDeletedDetail(query.queryKey, batch.deleted) }
        : {}),
    });
  }
  if (batch.notificationIds.length > 0) void announce(queryClient, batch.notificationIds);
}

function handle(event: StreamEvent, queryClient: QueryClient, batcher: LiveRefreshBatcher) {
  if (event.type === LIVE_EVENT_NOTIFICATION) {
    const parsed = liveNotificationEventSchema.safeParse(parseJson(event.data));
    if (!parsed.success) return;
    // The badge moves at once; the lists and the toast follow with the batch.
    queryClient.setQueryData(notificationKeys.unreadCount, { unread: parsed.data.unread });
    batcher.notification(parsed.data.id);
  } else if (event.type === LIVE_EVENT_RECORD) {
    const parsed = liveRecordEventSchema.safeParse(parseJson(event.data));
    if (!parsed.success) return;
    batcher.record(queryKeysOfEntity(parsed.data.entity), parsed.data.id, parsed.data.action);
    // A group's rules or my own group changed: the menu and the route guard follow at once.
    permissionsFollowRecord(parsed.data);
  }
}

/**
 * The signed-in shell's live events (`GET /api/events`): a new notification raises the bell's count and
 * shows its title; a changed record refreshes the open lists and details of its kind (events within
 * 300 ms refetch once). The stream follows the session: it closes on sign-out and reopens with a new
 * token, resuming from the last event id of the same user.
 */
export function useLiveEvents(): void {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  const userId = useSessionStore((state) => state.user?.id ?? null);

  useEffect(() => {
    if (!token || userId === null) return;
    const batcher = new LiveRefreshBatcher((batch) => refresh(queryClient, batch));
    const client = new LiveEventsClient({
      url: `${API_BASE}${liveEventsEndpoint.path}`,
      token,
      lastEventId: resumeFrom?.userId === userId ? resumeFrom.id : '',
      onEvent: (event) => handle(event, queryClient, batcher),
      onLastEventId: (id) => {
        resumeFrom = { userId, id };
      },
      onOpen: (resumed) => {
        // Back after a gap (a restarted server may not replay it all): what is open is read afresh.
        if (resumed) void queryClient.invalidateQueries();
      },
    });
    client.start();
    const online = () => client.retryNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      client.stop();
      batcher.cancel();
    };
  }, [queryClient, token, userId]);
}

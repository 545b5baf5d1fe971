import type { ScheduleOccurrence } from '@officina/contracts';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useLinkedSchedule } from '../api/get-linked-schedule.ts';
import { LINKED_EVENT_FAILED, LINKED_EVENT_MISSING, linkedOccurrence } from '../utils/linked-event.ts';

interface LinkedEventArgs {
  /** `evento` of the URL. */
  eventId: number | null;
  /** `date` of the URL: the day whose occurrence of a series opens. */
  day: string;
  /** The occurrences of the window drawn around `day`; undefined while it is not known yet. */
  window: readonly ScheduleOccurrence[] | undefined;
  /** Opens the event's dialog on this occurrence. */
  open: (occurrence: ScheduleOccurrence) => void;
  /** Drops `evento` from the URL. */
  clearEvent: () => void;
}

/**
 * `evento=<id>` (a search hit, a reminder): once the event is read by id and the window around the
 * URL's day is known, its dialog opens on the occurrence a click would give, once per id (a refetch
 * does not open it again; another `evento` does). An event gone or not visible (404) leaves the URL
 * and answers a message for the page to show.
 */
export function useLinkedEvent({ eventId, day, window, open, clearEvent }: LinkedEventArgs) {
  const read = useLinkedSchedule(eventId);
  const [message, setMessage] = useState<string | null>(null);
  const handled = useRef<number | null>(null);
  const { data, error } = read;

  useEffect(() => {
    if (eventId === null) {
      handled.current = null;
      return;
    }
    if (handled.current === eventId) return;
    if (error) {
      handled.current = eventId;
      const gone = isApiError(error) && (error.status === 404 || error.status === 403);
      setMessage(gone ? LINKED_EVENT_MISSING : LINKED_EVENT_FAILED);
      clearEvent();
      return;
    }
    if (data?.id !== eventId || window === undefined) return;
    handled.current = eventId;
    setMessage(null);
    open(linkedOccurrence(window, data, day));
  }, [eventId, day, window, data, error, open, clearEvent]);

  return { message, dismiss: () => setMessage(null) };
}

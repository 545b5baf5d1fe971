import type { AppConfig } from '../config/config.ts';
import type { Log } from '../log.ts';

/**
 * Live events for the signed-in users' open pages (`/api/events`): a notification raised for a user,
 * a record changed. One instance: in-process; with REDIS_URL: Redis pub/sub, so an event raised on
 * one instance reaches the SSE clients of every other. Publish after the transaction commits.
 *
 * SCAFFOLD: the notifications helper replaces this file's body (in-process + Redis, ids, replay).
 */
export type LiveEvent =
  | { type: 'notification'; userId: number; notificationId: number }
  | { type: 'record'; entity: string; entityId: number; action: string };

export interface EventBus {
  publish(event: LiveEvent): void;
  /** Answers the unsubscribe function. */
  subscribe(listener: (event: LiveEvent & { id: string }) => void): () => void;
  close(): Promise<void>;
}

export function createEventBus(_config: AppConfig, _log: Log): EventBus {
  const listeners = new Set<(event: LiveEvent & { id: string }) => void>();
  let seq = 0;
  return {
    publish(event) {
      seq += 1;
      for (const listener of listeners) listener({ ...event, id: String(seq) });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}

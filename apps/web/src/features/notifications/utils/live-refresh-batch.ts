import type { QueryKey } from '@tanstack/react-query';

/** What a window of live events asks to refresh, each key once. */
export interface RefreshBatch {
  keys: QueryKey[];
  /** `family:id` of records deleted meanwhile: their detail is not refetched (it would answer 404). */
  deleted: Set<string>;
  /** New notifications, oldest first. */
  notificationIds: number[];
}

/**
 * Gathers live events for `windowMs` from the first one, then hands over one batch: a burst (an import,
 * a bulk edit, a replay after reconnecting) refetches each open query once instead of once per event.
 */
export class LiveRefreshBatcher {
  private keys = new Map<string, QueryKey>();
  private deleted = new Set<string>();
  private notificationIds: number[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  private readonly flush: (batch: RefreshBatch) => void;
  private readonly windowMs: number;

  constructor(flush: (batch: RefreshBatch) => void, windowMs = 300) {
    this.flush = flush;
    this.windowMs = windowMs;
  }

  /** A record changed: refresh `keys` (the entity's, from lib/entities/live-record-keys.ts). */
  record(keys: readonly QueryKey[], id: number, action: string): void {
    if (keys.length === 0) return;
    for (const key of keys) this.keys.set(JSON.stringify(key), key);
    if (action === 'deleted') this.deleted.add(`${String(keys[0]?.[0])}:${id}`);
    this.schedule();
  }

  notification(id: number): void {
    if (!this.notificationIds.includes(id)) this.notificationIds.push(id);
    this.schedule();
  }

  /** Drops what is pending (sign-out). */
  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.keys.clear();
    this.deleted.clear();
    this.notificationIds = [];
  }

  private schedule(): void {
    if (this.timer !== undefined) return;
    this.timer = setTimeout(() => {
      const batch: RefreshBatch = {
        keys: [...this.keys.values()],
        deleted: new Set(this.deleted),
        notificationIds: this.notificationIds,
      };
      this.cancel();
      this.flush(batch);
    }, this.windowMs);
  }
}

/** Whether a query is the detail (or something under it) of a record the batch saw deleted. */
export function isDeletedDetail(queryKey: QueryKey, deleted: ReadonlySet<string>): boolean {
  return queryKey[1] === 'detail' && deleted.has(`${String(queryKey[0])}:${String(queryKey[2])}`);
}

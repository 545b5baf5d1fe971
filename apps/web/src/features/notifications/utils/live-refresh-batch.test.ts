import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeysOfEntity } from '../../../lib/entities/live-record-keys.ts';
import { isDeletedDetail, LiveRefreshBatcher, type RefreshBatch } from './live-refresh-batch.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LiveRefreshBatcher', () => {
  it('hands over one batch per window with each key once', () => {
    const batches: RefreshBatch[] = [];
    const batcher = new LiveRefreshBatcher((batch) => batches.push(batch), 300);
    for (let id = 1; id <= 50; id++) batcher.record(queryKeysOfEntity('todo'), id, 'updated');
    batcher.record(queryKeysOfEntity('client'), 4, 'updated');
    batcher.notification(9);
    batcher.notification(9);
    vi.advanceTimersByTime(299);
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(batches).toHaveLength(1);
    // Each key once: the dashboard, which both name, is refreshed once.
    expect(batches[0]?.keys).toEqual([...queryKeysOfEntity('todo'), ['clients']]);
    expect(batches[0]?.notificationIds).toEqual([9]);
    batcher.record(queryKeysOfEntity('todo'), 1, 'updated');
    vi.advanceTimersByTime(300);
    expect(batches).toHaveLength(2);
    expect(batches[1]?.notificationIds).toEqual([]);
  });

  it('ignores entities no page shows and forgets what is pending on cancel', () => {
    const batches: RefreshBatch[] = [];
    const batcher = new LiveRefreshBatcher((batch) => batches.push(batch), 300);
    batcher.record(queryKeysOfEntity('settings'), 0, 'updated');
    batcher.record(queryKeysOfEntity('__proto__'), 0, 'updated');
    vi.advanceTimersByTime(1000);
    expect(batches).toEqual([]);
    batcher.notification(3);
    batcher.cancel();
    vi.advanceTimersByTime(1000);
    expect(batches).toEqual([]);
  });

  it('keeps a deleted record’s detail out of the refetch, not its lists', () => {
    const batches: RefreshBatch[] = [];
    const batcher = new LiveRefreshBatcher((batch) => batches.push(batch), 300);
    batcher.record(queryKeysOfEntity('todo'), 12, 'deleted');
    vi.advanceTimersByTime(300);
    const deleted = batches[0]?.deleted ?? new Set<string>();
    expect(isDeletedDetail(['todos', 'detail', 12], deleted)).toBe(true);
    expect(isDeletedDetail(['todos', 'detail', 12, 'checklist'], deleted)).toBe(true);
    expect(isDeletedDetail(['todos', 'detail', 13], deleted)).toBe(false);
    expect(isDeletedDetail(['todos', 'list', {}], deleted)).toBe(false);
    expect(isDeletedDetail(['projects', 'detail', 12], deleted)).toBe(false);
  });
});

describe('queryKeysOfEntity', () => {
  it('maps the activity log’s entity names to the families of lib/entities', () => {
    expect(queryKeysOfEntity('todo')[0]).toEqual(['todos']);
    expect(queryKeysOfEntity('opportunity')).toEqual([['opportunities'], ['dashboard', 'summary']]);
    expect(queryKeysOfEntity('keyholder_key')).toEqual([['keyholder_keys'], ['dashboard', 'summary']]);
    expect(queryKeysOfEntity('documentation')).toEqual([['documentations'], ['dashboard', 'summary']]);
    expect(queryKeysOfEntity('schedule')).toEqual([['schedules'], ['dashboard', 'summary']]);
    expect(queryKeysOfEntity('user')).toEqual([]);
  });
});

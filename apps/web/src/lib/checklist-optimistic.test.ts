import type { Checklist } from '@officina/contracts';
import { describe, expect, it } from 'vitest';
import { withItemTicked } from './checklist-optimistic.ts';

const item = (id: number, checked: boolean) => ({
  id,
  todo_id: 1,
  project_id: null,
  text: `Voce ${id}`,
  position: id,
  checked_at: checked ? '2026-11-20T10:00:00.000Z' : null,
  checked_by: checked ? 9 : null,
  checked_by_name: checked ? 'Mario Rossi' : null,
});

describe('withItemTicked', () => {
  const list: Checklist = { items: [item(1, false), item(2, true)], progress: { total: 2, done: 1 } };
  it('ticks an item and recounts the progress', () => {
    const next = withItemTicked(list, 1, true);
    expect(next?.items[0]?.checked_at).not.toBeNull();
    expect(next?.progress).toEqual({ total: 2, done: 2 });
  });
  it('unticks, clearing who and when', () => {
    const next = withItemTicked(list, 2, false);
    expect(next?.items[1]).toMatchObject({ checked_at: null, checked_by: null, checked_by_name: null });
    expect(next?.progress).toEqual({ total: 2, done: 0 });
  });
  it('leaves a missing checklist alone', () => {
    expect(withItemTicked(undefined, 1, true)).toBeUndefined();
  });
});

import type { MoveDirection } from '../../../components/move-buttons.tsx';

/** `items` with the one at `from` taken out and put at `to` (both clamped); the same array when nothing moves. */
export function moveItem<T>(items: readonly T[], from: number, to: number): readonly T[] {
  const last = items.length - 1;
  const target = Math.max(0, Math.min(last, to));
  if (from < 0 || from > last || from === target) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1) as [T];
  next.splice(target, 0, moved);
  return next;
}

/** One step up or down (the move buttons). */
export function moveByStep<T>(items: readonly T[], index: number, direction: MoveDirection): readonly T[] {
  return moveItem(items, index, direction === 'up' ? index - 1 : index + 1);
}

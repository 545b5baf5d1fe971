import { describe, expect, it } from 'vitest';
import { moveByStep, moveItem } from './reorder.ts';

describe('moveItem', () => {
  const items = ['a', 'b', 'c', 'd'];

  it('moves an item down and up', () => {
    expect(moveItem(items, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(items, 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('clamps the target and keeps the same array when nothing moves', () => {
    expect(moveItem(items, 1, 99)).toEqual(['a', 'c', 'd', 'b']);
    expect(moveItem(items, 2, -5)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveItem(items, 2, 2)).toBe(items);
    expect(moveItem(items, 7, 0)).toBe(items);
  });

  it('does not change the given array', () => {
    const copy = [...items];
    moveItem(copy, 0, 3);
    expect(copy).toEqual(items);
  });
});

describe('moveByStep', () => {
  it('swaps with the neighbour; the first cannot go up, the last cannot go down', () => {
    expect(moveByStep([1, 2, 3], 1, 'up')).toEqual([2, 1, 3]);
    expect(moveByStep([1, 2, 3], 1, 'down')).toEqual([1, 3, 2]);
    const items = [1, 2, 3];
    expect(moveByStep(items, 0, 'up')).toBe(items);
    expect(moveByStep(items, 2, 'down')).toBe(items);
  });
});

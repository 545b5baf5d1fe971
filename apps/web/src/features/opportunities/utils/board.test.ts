import type { OpportunityBoard, OpportunityCard } from '@officina/contracts';
import { describe, expect, it } from 'vitest';
import { columnSums, moveCard } from './board.ts';

const card = (id: number, state_id: number, total_cents: number, probability: number): OpportunityCard => ({
  id,
  number: `2026/${String(id).padStart(4, '0')}`,
  title: `Opportunità ${id}`,
  client_id: 1,
  client_name: 'Rossi S.r.l.',
  owner_id: null,
  owner_name: null,
  state_id,
  total_cents,
  probability,
  expected_close_on: null,
  updated_at: '2026-11-22T09:00:00.000Z',
});

const state = (id: number, key: string) => ({
  id,
  kind: 'opportunity_states' as const,
  key,
  name: key,
  color: null,
  position: id,
  is_closed: false,
  is_won: false,
  is_lost: false,
});

describe('board column sums', () => {
  it('counts, sums and weights by probability, rounding half up once on the sum', () => {
    expect(columnSums([])).toEqual({ count: 0, total_cents: 0, weighted_cents: 0 });
    // 1.000,01 × 50 % = 500,005 and 0,01 × 50 % = 0,005: once on the sum → 500,01 (not 500,00 + 0,00).
    expect(columnSums([card(1, 1, 100_001, 50), card(2, 1, 1, 50)])).toEqual({
      count: 2,
      total_cents: 100_002,
      weighted_cents: 50_001,
    });
    expect(columnSums([card(1, 1, 363_453, 20)]).weighted_cents).toBe(72_691);
  });

  it('moves a card between columns, adjusting both columns by the card', () => {
    const board: OpportunityBoard = {
      columns: [
        {
          state: state(1, 'new'),
          count: 3,
          total_cents: 30_000,
          weighted_cents: 6_000,
          cards: [card(1, 1, 10_000, 20), card(2, 1, 20_000, 20)],
        },
        { state: state(6, 'lost'), count: 0, total_cents: 0, weighted_cents: 0, cards: [] },
      ],
    };
    const moved = moveCard(board, 1, 6);
    expect(moved.columns[0]).toMatchObject({ count: 2, total_cents: 20_000, weighted_cents: 4_000 });
    expect(moved.columns[0]?.cards.map((entry) => entry.id)).toEqual([2]);
    expect(moved.columns[1]).toMatchObject({ count: 1, total_cents: 10_000, weighted_cents: 2_000 });
    expect(moved.columns[1]?.cards[0]).toMatchObject({ id: 1, state_id: 6 });
    expect(moveCard(board, 1, 1)).toBe(board);
    expect(moveCard(board, 99, 6)).toBe(board);
  });
});

import type { OpportunityBoard, OpportunityView } from '@officina/contracts';
import { describe, expect, it } from 'vitest';
import { boardCard } from '../../../test/fixtures.ts';
import {
  appendCards,
  cardOf,
  columnSums,
  longerColumns,
  MAX_KEPT_CARDS,
  moreCardsQueryOf,
  moveCard,
  replaceCards,
  shownCardsQueryOf,
} from './board.ts';

const card = boardCard;

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

describe('more cards of a column', () => {
  const board = (): OpportunityBoard => ({
    columns: [
      {
        state: state(1, 'new'),
        count: 14,
        total_cents: 140_000,
        weighted_cents: 28_000,
        cards: [card(1, 1, 10_000, 20), card(2, 1, 10_000, 20)],
      },
      {
        state: state(6, 'lost'),
        count: 1,
        total_cents: 5_000,
        weighted_cents: 0,
        cards: [card(9, 6, 5_000, 0)],
      },
    ],
  });

  it("asks the list for the page after the cards shown, with the board's filters and order", () => {
    const boardQuery = { q: 'rete', owner_id: 3, client_id: 12, cards_per_state: 10 };
    expect(moreCardsQueryOf(boardQuery, 2, 10)).toEqual({
      q: 'rete',
      owner_id: 3,
      client_id: 12,
      state_id: 2,
      sort: '-updated_at',
      per_page: 10,
      page: 2,
    });
    expect(moreCardsQueryOf(boardQuery, 2, 20).page).toBe(3);
    // A card moved away (9 shown) or in (11 shown): the page that holds the next cards; overlap is skipped.
    expect(moreCardsQueryOf(boardQuery, 2, 9).page).toBe(1);
    expect(moreCardsQueryOf(boardQuery, 2, 11).page).toBe(2);
  });

  it("asks a longer column again to its length on a refetch, up to the list's largest page", () => {
    const boardQuery = { q: 'rete', owner_id: 3, cards_per_state: 10 };
    expect(shownCardsQueryOf(boardQuery, 2, 23)).toEqual({
      q: 'rete',
      owner_id: 3,
      state_id: 2,
      sort: '-updated_at',
      per_page: 23,
      page: 1,
    });
    expect(shownCardsQueryOf(boardQuery, 2, 500).per_page).toBe(MAX_KEPT_CARDS);
    const shown = appendCards(board(), 1, [card(3, 1, 7_000, 50)]);
    expect(longerColumns(shown, 2)).toEqual([{ stateId: 1, shown: 3 }]);
    expect(longerColumns(shown, 3)).toEqual([]);
    expect(longerColumns(undefined, 10)).toEqual([]);
    const replaced = replaceCards(board(), 1, [card(7, 1, 1, 1)]);
    expect(replaced.columns[0]?.cards.map((entry) => entry.id)).toEqual([7]);
    expect(replaced.columns[0]).toMatchObject({ count: 14, total_cents: 140_000 });
    expect(replaced.columns[1]?.cards.map((entry) => entry.id)).toEqual([9]);
  });

  it('appends new cards at the end of their column, skipping any already on the board', () => {
    const before = board();
    const after = appendCards(before, 1, [card(2, 1, 10_000, 20), card(3, 1, 7_000, 50), card(9, 1, 1, 1)]);
    expect(after.columns[0]?.cards.map((entry) => entry.id)).toEqual([1, 2, 3]);
    // The figures are the server's over every matching card: appending does not change them.
    expect(after.columns[0]).toMatchObject({ count: 14, total_cents: 140_000, weighted_cents: 28_000 });
    expect(after.columns[1]).toBe(before.columns[1]);
    expect(before.columns[0]?.cards).toHaveLength(2);
    expect(appendCards(before, 1, [card(1, 1, 10_000, 20)])).toBe(before);
    expect(appendCards(before, 1, [card(4, 1, 1, 1), card(4, 1, 1, 1)]).columns[0]?.cards).toHaveLength(3);
  });

  it('moves an appended card like any other', () => {
    const appended = appendCards(board(), 1, [card(3, 1, 7_000, 50)]);
    const moved = moveCard(appended, 3, 6);
    expect(moved.columns[0]?.cards.map((entry) => entry.id)).toEqual([1, 2]);
    expect(moved.columns[0]).toMatchObject({ count: 13, total_cents: 133_000, weighted_cents: 24_500 });
    expect(moved.columns[1]?.cards.map((entry) => entry.id)).toEqual([3, 9]);
  });

  it('makes a card of a list row with the fields a card shows', () => {
    const row: OpportunityView = {
      ...card(5, 2, 12_345, 40),
      person_id: null,
      type_id: null,
      valid_until: null,
      payment_terms: null,
      notes: null,
      lost_reason: null,
      imponibile_cents: 10_119,
      iva_cents: 2_226,
      archived_at: null,
      created_at: '2026-11-01T09:00:00.000Z',
      created_by: null,
      person_name: null,
      state_name: 'Qualificata',
      state_color: null,
      state_key: 'qualified',
      type_name: null,
    };
    expect(cardOf(row)).toEqual(card(5, 2, 12_345, 40));
  });
});

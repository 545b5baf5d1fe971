import type {
  OpportunityBoard,
  OpportunityBoardQuery,
  OpportunityCard,
  OpportunityListQuery,
  OpportunityView,
} from '@officina/contracts';

/** Cards per column in the board's answer, and per "Mostra altre" click (a column's screenful). */
export const BOARD_PAGE_SIZE = 10;

export interface ColumnSums {
  count: number;
  total_cents: number;
  /** Σ totale × probabilità / 100, rounded half up once on the sum (as the server does). */
  weighted_cents: number;
}

/** Count, total and probability-weighted total of some cards, in integer cents. */
export function columnSums(
  cards: readonly Pick<OpportunityCard, 'total_cents' | 'probability'>[],
): ColumnSums {
  let total = 0;
  let weightedHundredths = 0;
  for (const card of cards) {
    total += card.total_cents;
    weightedHundredths += card.total_cents * card.probability;
  }
  const weighted = Math.sign(weightedHundredths) * Math.floor((Math.abs(weightedHundredths) + 50) / 100);
  return { count: cards.length, total_cents: total, weighted_cents: weighted };
}

/**
 * The board after moving one card to another state, before the server answers: the card leaves its
 * column and heads the target one; the two columns' figures change by the card's own (the server's
 * figures cover cards beyond those shown, so they are adjusted rather than recomputed).
 */
export function moveCard(board: OpportunityBoard, cardId: number, toStateId: number): OpportunityBoard {
  const from = board.columns.find((column) => column.cards.some((card) => card.id === cardId));
  const card = from?.cards.find((entry) => entry.id === cardId);
  if (!from || !card || from.state.id === toStateId) return board;
  const delta = columnSums([card]);
  return {
    columns: board.columns.map((column) => {
      if (column === from) {
        return {
          ...column,
          count: column.count - 1,
          total_cents: column.total_cents - delta.total_cents,
          weighted_cents: column.weighted_cents - delta.weighted_cents,
          cards: column.cards.filter((entry) => entry.id !== cardId),
        };
      }
      if (column.state.id === toStateId) {
        return {
          ...column,
          count: column.count + 1,
          total_cents: column.total_cents + delta.total_cents,
          weighted_cents: column.weighted_cents + delta.weighted_cents,
          cards: [{ ...card, state_id: toStateId }, ...column.cards],
        };
      }
      return column;
    }),
  };
}

/**
 * A page of one column's cards from the list: the board's filters, that state and the board's order
 * (`updated_at` desc, then id desc, on both endpoints).
 */
function columnPageQuery(
  boardQuery: Partial<OpportunityBoardQuery>,
  stateId: number,
  perPage: number,
  page: number,
): Partial<OpportunityListQuery> {
  const { cards_per_state: _c, ...filters } = boardQuery;
  return { ...filters, state_id: stateId, sort: '-updated_at', per_page: perPage, page };
}

/** The list query of a column's next cards: the page after the cards shown. */
export function moreCardsQueryOf(
  boardQuery: Partial<OpportunityBoardQuery>,
  stateId: number,
  shown: number,
): Partial<OpportunityListQuery> {
  return columnPageQuery(boardQuery, stateId, BOARD_PAGE_SIZE, Math.floor(shown / BOARD_PAGE_SIZE) + 1);
}

/** A list row as a board card (the list carries every field a card shows). */
export function cardOf(row: OpportunityView): OpportunityCard {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    client_id: row.client_id,
    client_name: row.client_name,
    owner_id: row.owner_id,
    owner_name: row.owner_name,
    state_id: row.state_id,
    total_cents: row.total_cents,
    probability: row.probability,
    expected_close_on: row.expected_close_on,
    updated_at: row.updated_at,
  };
}

/** The most cards a column keeps across a refetch (the list's largest page). */
export const MAX_KEPT_CARDS = 200;

/**
 * The list query for the first `shown` cards of a column, in the board's order and filters: what a
 * refetch of the board asks again for a column that "Mostra altre" had made longer than the board's
 * own cards (at most MAX_KEPT_CARDS).
 */
export function shownCardsQueryOf(
  boardQuery: Partial<OpportunityBoardQuery>,
  stateId: number,
  shown: number,
): Partial<OpportunityListQuery> {
  return columnPageQuery(boardQuery, stateId, Math.min(shown, MAX_KEPT_CARDS), 1);
}

/**
 * The columns of `previous` (the board as shown) that hold more cards than a fresh board sends:
 * their state and how many cards they show.
 */
export function longerColumns(previous: OpportunityBoard | undefined, perState: number) {
  return (previous?.columns ?? [])
    .filter((column) => column.cards.length > perState)
    .map((column) => ({ stateId: column.state.id, shown: column.cards.length }));
}

/** The board with the cards of `stateId`'s column replaced by `cards` (the figures stay the server's). */
export function replaceCards(
  board: OpportunityBoard,
  stateId: number,
  cards: readonly OpportunityCard[],
): OpportunityBoard {
  return {
    columns: board.columns.map((column) =>
      column.state.id === stateId ? { ...column, cards: [...cards] } : column,
    ),
  };
}

/**
 * The board with `cards` appended to the column of `stateId`. A card already on the board (in any
 * column: a page may overlap the cards shown once some moved) is skipped; the column's figures stay
 * the server's, which already cover every matching card.
 */
export function appendCards(
  board: OpportunityBoard,
  stateId: number,
  cards: readonly OpportunityCard[],
): OpportunityBoard {
  const present = new Set(board.columns.flatMap((column) => column.cards.map((card) => card.id)));
  const fresh = cards.filter((card) => {
    if (present.has(card.id)) return false;
    present.add(card.id);
    return true;
  });
  if (fresh.length === 0) return board;
  return {
    columns: board.columns.map((column) =>
      column.state.id === stateId ? { ...column, cards: [...column.cards, ...fresh] } : column,
    ),
  };
}

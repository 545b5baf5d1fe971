import type { OpportunityBoard, OpportunityCard } from '@officina/contracts';

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

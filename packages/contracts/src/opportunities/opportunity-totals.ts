import type { VatRate } from '../products/product.schemas.ts';

/**
 * Totals of an offer, computed identically on the server (stored, PDF) and in the web's live editor.
 *
 * Rules (Italian commercial practice, all in integer cents):
 * - quantity has at most 3 decimals (thousandths), discount % at most 2 decimals;
 * - a Prodotto / Riga libera row is `quantity × unit price × (1 − discount%)`, rounded half away from
 *   zero to the cent ONCE per row (exact integer arithmetic before that, no floating point);
 * - a Descrizione row carries no amount;
 * - a Sconto row is a fixed amount: `−|quantity × unit price|` (discount % ignored), in the row's VAT
 *   rate, so it lowers the imponibile of that rate;
 * - imponibile is grouped by VAT rate; the IVA of each rate is computed once on that rate's
 *   imponibile (rounded half away from zero); totale = Σ imponibile + Σ IVA;
 * - rows whose state is `rejected` (Rifiutata) or `optional` (Opzionale) are not counted (their
 *   amount is still computed and shown); `proposed`, `accepted` or no state count.
 */
export const rowKinds = ['product', 'free', 'description', 'discount'] as const;
export type RowKind = (typeof rowKinds)[number];

/** Row state keys (lookup `opportunity_rows_states`) left out of the totals. */
export const uncountedRowStates: readonly string[] = ['rejected', 'optional'];

/**
 * Whether a row is still Proposta (key `proposed`, or no state at all): neither accepted nor
 * refused nor optional. Winning may accept these rows at once (change-status `accept_proposed_rows`).
 */
export function isProposedRowState(stateKey: string | null | undefined): boolean {
  return stateKey === null || stateKey === undefined || stateKey === 'proposed';
}

export interface TotalsLine {
  /** Key of the row's `opportunity_rows_type` lookup. */
  kind: RowKind;
  /** Key of the row's `opportunity_rows_states` lookup; null counts. */
  state_key?: string | null;
  quantity: number;
  unit_price_cents: number;
  discount_percent: number;
  vat_rate: VatRate | number;
}

export interface VatGroup {
  vat_rate: number;
  imponibile_cents: number;
  iva_cents: number;
}

export interface OpportunityTotals {
  /** Per input line, in order: its amount (null for Descrizione) and whether it is counted. */
  lines: { amount_cents: number | null; counted: boolean }[];
  /** One entry per VAT rate with counted rows, highest rate first. */
  by_vat: VatGroup[];
  imponibile_cents: number;
  iva_cents: number;
  totale_cents: number;
}

/** `n / d` rounded half away from zero, exact on bigints (d > 0). */
function divRound(n: bigint, d: bigint): bigint {
  const negative = n < 0n;
  const abs = negative ? -n : n;
  const q = (abs * 2n + d) / (2n * d);
  return negative ? -q : q;
}

/** Quantity in thousandths (1.5 → 1500). */
export function quantityToMilli(quantity: number): number {
  return Math.round(quantity * 1000);
}

/** Discount in hundredths of a percent (12.5 → 1250). */
export function discountToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** Amount of one row in cents; null for Descrizione. */
export function lineAmountCents(line: TotalsLine): number | null {
  if (line.kind === 'description') return null;
  const milli = BigInt(quantityToMilli(line.quantity));
  const price = BigInt(Math.trunc(line.unit_price_cents));
  if (line.kind === 'discount') {
    const amount = divRound(milli * price, 1000n);
    return -Number(amount < 0n ? -amount : amount);
  }
  const keep = 10_000n - BigInt(discountToBasisPoints(line.discount_percent));
  return Number(divRound(milli * price * keep, 1000n * 10_000n));
}

/** IVA on an imponibile at `rate` percent, rounded half away from zero. */
export function ivaCents(imponibileCents: number, rate: number): number {
  return Number(divRound(BigInt(imponibileCents) * BigInt(Math.round(rate * 100)), 10_000n));
}

export function isCounted(line: Pick<TotalsLine, 'kind' | 'state_key'>): boolean {
  return line.kind !== 'description' && !uncountedRowStates.includes(line.state_key ?? '');
}

/** Totals of an offer's rows; see the rules above. Pure: same answer on server and web. */
export function computeOpportunityTotals(lines: readonly TotalsLine[]): OpportunityTotals {
  const byRate = new Map<number, number>();
  const out: OpportunityTotals['lines'] = [];
  for (const line of lines) {
    const amount = lineAmountCents(line);
    const counted = amount !== null && isCounted(line);
    out.push({ amount_cents: amount, counted });
    if (counted) byRate.set(line.vat_rate, (byRate.get(line.vat_rate) ?? 0) + amount);
  }
  const by_vat = [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([vat_rate, imponibile_cents]) => ({
      vat_rate,
      imponibile_cents,
      iva_cents: ivaCents(imponibile_cents, vat_rate),
    }));
  const imponibile_cents = by_vat.reduce((sum, group) => sum + group.imponibile_cents, 0);
  const iva_cents = by_vat.reduce((sum, group) => sum + group.iva_cents, 0);
  return { lines: out, by_vat, imponibile_cents, iva_cents, totale_cents: imponibile_cents + iva_cents };
}

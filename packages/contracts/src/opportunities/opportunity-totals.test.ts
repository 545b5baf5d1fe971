import { describe, expect, it } from 'vitest';
import { formatEuro } from '../common/money.ts';
import {
  computeOpportunityTotals,
  ivaCents,
  lineAmountCents,
  type TotalsLine,
} from './opportunity-totals.ts';

const line = (over: Partial<TotalsLine>): TotalsLine => ({
  kind: 'product',
  state_key: 'proposed',
  quantity: 1,
  unit_price_cents: 0,
  discount_percent: 0,
  vat_rate: 22,
  ...over,
});

describe('lineAmountCents', () => {
  it('rounds half up once per row (3 × 123,45 − 10% = 333,315 → 333,32)', () => {
    expect(lineAmountCents(line({ quantity: 3, unit_price_cents: 12345, discount_percent: 10 }))).toBe(33332);
  });
  it('takes 3-decimal quantities and 2-decimal discounts exactly', () => {
    expect(lineAmountCents(line({ quantity: 1.5, unit_price_cents: 8000 }))).toBe(12000);
    expect(lineAmountCents(line({ quantity: 0.333, unit_price_cents: 1000 }))).toBe(333);
    // 9,99 × 0,875 = 8,74125 → 8,74
    expect(lineAmountCents(line({ unit_price_cents: 999, discount_percent: 12.5 }))).toBe(874);
    // 7 × 3,33 = 23,31 × 0,6667 = 15,540777 → 15,54
    expect(lineAmountCents(line({ quantity: 7, unit_price_cents: 333, discount_percent: 33.33 }))).toBe(1554);
    // 0,1 + 0,2 in floating point is not 0,3: quantities go through thousandths
    expect(lineAmountCents(line({ quantity: 0.1 + 0.2, unit_price_cents: 1000 }))).toBe(300);
    // 100% discount → 0
    expect(lineAmountCents(line({ quantity: 2, unit_price_cents: 5000, discount_percent: 100 }))).toBe(0);
  });
  it('gives no amount to a Descrizione row', () => {
    expect(lineAmountCents(line({ kind: 'description', quantity: 5, unit_price_cents: 100 }))).toBeNull();
  });
  it('makes a Sconto row negative whatever the sign typed, half away from zero', () => {
    expect(lineAmountCents(line({ kind: 'discount', unit_price_cents: 1000 }))).toBe(-1000);
    expect(lineAmountCents(line({ kind: 'discount', unit_price_cents: -1000 }))).toBe(-1000);
    // 0,5 × 10,01 = 5,005 → −5,01
    expect(lineAmountCents(line({ kind: 'discount', quantity: 0.5, unit_price_cents: 1001 }))).toBe(-501);
    // discount % is ignored on a Sconto row
    expect(lineAmountCents(line({ kind: 'discount', unit_price_cents: 1000, discount_percent: 50 }))).toBe(
      -1000,
    );
  });
  it('stays exact on large amounts (no floating point overflow of 2^53)', () => {
    // 999.999,999 × € 99.999,99 = € 99.999.989.900,00 (the product exceeds 2^53 before dividing)
    expect(lineAmountCents(line({ quantity: 999_999.999, unit_price_cents: 9_999_999 }))).toBe(
      9_999_998_990_000,
    );
  });
});

describe('ivaCents', () => {
  it('rounds half up at the cent', () => {
    expect(ivaCents(12345, 22)).toBe(2716); // 27,159
    expect(ivaCents(5, 10)).toBe(1); // 0,005 → 0,01
    expect(ivaCents(42330, 22)).toBe(9313); // 93,126
    expect(ivaCents(-1000, 22)).toBe(-220);
    expect(ivaCents(12345, 0)).toBe(0);
  });
});

describe('computeOpportunityTotals', () => {
  it('matches hand-computed cents for mixed VAT rates, discounts, a Sconto row and uncounted rows', () => {
    const totals = computeOpportunityTotals([
      line({ quantity: 3, unit_price_cents: 12345, discount_percent: 10 }), // 22%: 333,32
      line({ kind: 'free', quantity: 1.5, unit_price_cents: 8000, vat_rate: 10 }), // 10%: 120,00
      line({ kind: 'description', state_key: null }), // no amount
      line({ quantity: 2, unit_price_cents: 4999, state_key: 'accepted' }), // 22%: 99,98
      line({ kind: 'discount', unit_price_cents: 1000 }), // 22%: −10,00
      line({ kind: 'free', unit_price_cents: 50000, vat_rate: 4, state_key: 'optional' }), // not counted
      line({ quantity: 0.333, unit_price_cents: 1000, vat_rate: 0 }), // 0%: 3,33
      line({ kind: 'free', unit_price_cents: 99999, state_key: 'rejected' }), // not counted
    ]);
    expect(totals.lines.map((l) => l.amount_cents)).toEqual([
      33332,
      12000,
      null,
      9998,
      -1000,
      50000,
      333,
      99999,
    ]);
    expect(totals.lines.map((l) => l.counted)).toEqual([true, true, false, true, true, false, true, false]);
    // 22%: 333,32 + 99,98 − 10,00 = 423,30 → IVA 93,126 → 93,13
    // 10%: 120,00 → IVA 12,00; 0%: 3,33 → IVA 0
    expect(totals.by_vat).toEqual([
      { vat_rate: 22, imponibile_cents: 42330, iva_cents: 9313 },
      { vat_rate: 10, imponibile_cents: 12000, iva_cents: 1200 },
      { vat_rate: 0, imponibile_cents: 333, iva_cents: 0 },
    ]);
    expect(totals.imponibile_cents).toBe(54663);
    expect(totals.iva_cents).toBe(10513);
    expect(totals.totale_cents).toBe(65176);
    expect(formatEuro(totals.totale_cents)).toBe('€ 651,76');
  });

  it('computes IVA on each rate’s imponibile, not per row (rounding differs)', () => {
    // three rows of 0,05 at 10%: per-row IVA would be 3 × 0,01 = 0,03; on the sum 0,15 → 0,015 → 0,02
    const totals = computeOpportunityTotals([0, 1, 2].map(() => line({ unit_price_cents: 5, vat_rate: 10 })));
    expect(totals.by_vat).toEqual([{ vat_rate: 10, imponibile_cents: 15, iva_cents: 2 }]);
    expect(totals.totale_cents).toBe(17);
  });

  it('answers zeros for no rows', () => {
    expect(computeOpportunityTotals([])).toEqual({
      lines: [],
      by_vat: [],
      imponibile_cents: 0,
      iva_cents: 0,
      totale_cents: 0,
    });
  });
});

describe('formatEuro', () => {
  it('writes Italian amounts', () => {
    expect(formatEuro(123456)).toBe('€ 1.234,56');
    expect(formatEuro(5)).toBe('€ 0,05');
    expect(formatEuro(0)).toBe('€ 0,00');
    expect(formatEuro(100_000_000)).toBe('€ 1.000.000,00');
    expect(formatEuro(-1000)).toBe('-€ 10,00');
  });
});

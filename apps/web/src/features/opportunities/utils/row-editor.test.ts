import type { ProductView } from '@officina/contracts';
import { describe, expect, it } from 'vitest';
import {
  addRow,
  applyProduct,
  type DraftRow,
  draftTotals,
  moveRow,
  newDraft,
  removeRow,
  rowsChanged,
  toRowInputs,
  updateRow,
} from './row-editor.ts';

const types = [
  { id: 11, key: 'product' },
  { id: 12, key: 'free' },
  { id: 13, key: 'description' },
  { id: 14, key: 'discount' },
];
const states = [
  { id: 21, key: 'proposed' },
  { id: 22, key: 'accepted' },
  { id: 23, key: 'rejected' },
  { id: 24, key: 'optional' },
];
const row = (kind: DraftRow['kind'], patch: Partial<DraftRow> = {}): DraftRow => ({
  ...newDraft(kind, types),
  ...patch,
});
const keys = (rows: readonly DraftRow[]) => rows.map((entry) => entry.description);

describe('rows editor state', () => {
  const a = row('free', { description: 'A' });
  const b = row('free', { description: 'B' });
  const c = row('free', { description: 'C' });

  it('adds at the end or at a position, each row with its own key and type id', () => {
    const rows = addRow(addRow([a], b), c, 1);
    expect(keys(rows)).toEqual(['A', 'C', 'B']);
    expect(new Set(rows.map((entry) => entry.key)).size).toBe(3);
    expect(newDraft('discount', types)).toMatchObject({ type_id: 14, description: 'Sconto', unit: null });
    expect(() => newDraft('product', [])).toThrow();
  });

  it('moves up, down, to the ends, and ignores moves out of range', () => {
    const rows = [a, b, c];
    expect(keys(moveRow(rows, 2, 0))).toEqual(['C', 'A', 'B']);
    expect(keys(moveRow(rows, 0, 1))).toEqual(['B', 'A', 'C']);
    expect(keys(moveRow(rows, 0, 99))).toEqual(['B', 'C', 'A']);
    expect(keys(moveRow(rows, 1, 1))).toEqual(['A', 'B', 'C']);
    expect(keys(moveRow(rows, 5, 0))).toEqual(['A', 'B', 'C']);
    expect(keys(rows)).toEqual(['A', 'B', 'C']);
  });

  it('removes and updates by key, never changing the key', () => {
    expect(keys(removeRow([a, b, c], b.key))).toEqual(['A', 'C']);
    const updated = updateRow([a, b], a.key, { description: 'A2', key: 'hijack' });
    expect(updated[0]).toMatchObject({ key: a.key, description: 'A2' });
  });

  it('fills a product row from the catalogue', () => {
    const product = {
      id: 7,
      name: 'NAS 2 dischi',
      description: '4 TB',
      unit: 'pz',
      unit_price_cents: 61_000,
      vat_rate: 22,
    } as ProductView;
    expect(applyProduct(row('product'), product)).toMatchObject({
      product_id: 7,
      description: 'NAS 2 dischi — 4 TB',
      unit: 'pz',
      unit_price_cents: 61_000,
      vat_rate: 22,
    });
  });

  it('sends what the API takes: no amounts on Descrizione, no product on other kinds', () => {
    const inputs = toRowInputs([
      row('description', { description: 'Nota', unit_price_cents: 500, quantity: 3 }),
      row('free', {
        description: 'Lavoro',
        product_id: 3,
        quantity: 2,
        unit_price_cents: 1000,
        discount_percent: 10,
      }),
      row('discount', { unit_price_cents: 500, discount_percent: 50 }),
    ]);
    expect(inputs[0]).toMatchObject({ type_id: 13, quantity: 1, unit_price_cents: 0, unit: null });
    expect(inputs[1]).toMatchObject({ type_id: 12, product_id: null, quantity: 2, discount_percent: 10 });
    expect(inputs[2]).toMatchObject({ type_id: 14, discount_percent: 0, unit_price_cents: 500 });
  });

  it('computes the live totals like the server: by VAT rate, discount rows subtracted, rejected rows left out', () => {
    const totals = draftTotals(
      [
        row('product', { unit_price_cents: 61_000, vat_rate: 22 }),
        row('free', { quantity: 2, unit_price_cents: 123_456, vat_rate: 22 }),
        row('discount', { unit_price_cents: 10_000, vat_rate: 22 }),
        row('free', { quantity: 1, unit_price_cents: 2_400, vat_rate: 4 }),
        row('free', { quantity: 1, unit_price_cents: 99_999, state_id: 23 }),
        row('description', { description: 'Solo testo' }),
      ],
      states,
    );
    expect(totals.by_vat).toEqual([
      { vat_rate: 22, imponibile_cents: 297_912, iva_cents: 65_541 },
      { vat_rate: 4, imponibile_cents: 2_400, iva_cents: 96 },
    ]);
    expect(totals.totale_cents).toBe(297_912 + 65_541 + 2_400 + 96);
    expect(totals.lines[4]).toEqual({ amount_cents: 99_999, counted: false });
    expect(totals.lines[5]).toEqual({ amount_cents: null, counted: false });
  });

  it('tells whether there is something to save, order included', () => {
    const rows = [a, b];
    expect(rowsChanged(rows, [a, b])).toBe(false);
    expect(rowsChanged(moveRow(rows, 0, 1), rows)).toBe(true);
    expect(rowsChanged(updateRow(rows, a.key, { quantity: 2 }), rows)).toBe(true);
  });
});

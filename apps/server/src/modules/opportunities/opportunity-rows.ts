import {
  computeOpportunityTotals,
  discountToBasisPoints,
  type OpportunityRow,
  type OpportunityRowValues,
  type OpportunityTotals,
  type OpportunityTotalsView,
  quantityToMilli,
  type RowKind,
  rowKinds,
  type TotalsLine,
} from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { alertError, validationError } from '../../http/api-error.ts';
import { findExistingProductIds } from '../products/product.repository.ts';
import { findLookupFlags } from '../settings/lookup-keys.ts';
import { findFirstActiveLookup } from '../settings/lookups.repository.ts';
import type { RowRecord } from './opportunity.repository.ts';

export type StoredRow = Omit<RowRecord, 'id' | 'opportunity_id' | 'type_key' | 'state_key'>;

const asKind = (key: string | null | undefined): RowKind =>
  (rowKinds as readonly string[]).includes(key ?? '') ? (key as RowKind) : 'free';

/** A stored row as a totals line (integers back to the decimals the pure function takes). */
export function lineOf(
  row: Pick<RowRecord, 'quantity_milli' | 'unit_price_cents' | 'discount_bp' | 'vat_rate'> & {
    type_key: string | null;
    state_key: string | null;
  },
): TotalsLine {
  return {
    kind: asKind(row.type_key),
    state_key: row.state_key,
    quantity: Number(row.quantity_milli) / 1000,
    unit_price_cents: Number(row.unit_price_cents),
    discount_percent: row.discount_bp / 100,
    vat_rate: row.vat_rate,
  };
}

export function totalsView(totals: OpportunityTotals): OpportunityTotalsView {
  const { lines: _lines, ...rest } = totals;
  return rest;
}

/** Stored rows to the API's rows with amounts, plus the totals. */
export function rowsWithTotals(rows: RowRecord[]): { rows: OpportunityRow[]; totals: OpportunityTotals } {
  const totals = computeOpportunityTotals(rows.map(lineOf));
  return {
    totals,
    rows: rows.map((row, index) => ({
      id: row.id,
      opportunity_id: row.opportunity_id,
      position: row.position,
      type_id: row.type_id,
      type_key: row.type_key ?? 'free',
      state_id: row.state_id,
      state_key: row.state_key,
      product_id: row.product_id,
      description: row.description,
      quantity: Number(row.quantity_milli) / 1000,
      unit: row.unit,
      unit_price_cents: Number(row.unit_price_cents),
      discount_percent: row.discount_bp / 100,
      vat_rate: row.vat_rate,
      amount_cents: totals.lines[index]?.amount_cents ?? null,
      counted: totals.lines[index]?.counted ?? false,
    })),
  };
}

/**
 * Checks the rows a form sends (type and state lookups of the right kind, products that exist;
 * 422 keyed `rows.N.field`) and turns them into stored rows and totals. A row's state defaults to
 * the first row state (Proposta); a Descrizione row stores no amounts.
 */
export async function resolveRows(
  db: Db,
  input: OpportunityRowValues[],
): Promise<{ stored: StoredRow[]; totals: OpportunityTotals }> {
  const lookupIds = input.flatMap((r) => (r.state_id === null ? [r.type_id] : [r.type_id, r.state_id]));
  const lookups = await findLookupFlags(db, lookupIds);
  const productIds = [...new Set(input.flatMap((r) => (r.product_id === null ? [] : [r.product_id])))];
  const products = new Set(
    productIds.length > 0 ? (await findExistingProductIds(db, productIds)).map((p) => p.id) : [],
  );
  const defaultState = await findFirstActiveLookup(db, 'opportunity_rows_states');

  const errors: Record<string, string[]> = {};
  const stored: StoredRow[] = [];
  const lines: TotalsLine[] = [];
  input.forEach((row, position) => {
    const type = lookups.get(row.type_id);
    if (type?.kind !== 'opportunity_rows_type')
      errors[`rows.${position}.type_id`] = ['Tipo di riga non valido'];
    const state = row.state_id === null ? null : lookups.get(row.state_id);
    if (row.state_id !== null && state?.kind !== 'opportunity_rows_states') {
      errors[`rows.${position}.state_id`] = ['Stato della riga non valido'];
    }
    if (row.product_id !== null && !products.has(row.product_id)) {
      errors[`rows.${position}.product_id`] = ['Prodotto non valido'];
    }
    const kind = asKind(type?.key);
    if (kind !== 'discount' && kind !== 'description' && row.description === '' && row.product_id === null) {
      errors[`rows.${position}.description`] = ['Inserisci la descrizione'];
    }
    if (kind === 'description' && row.description === '') {
      errors[`rows.${position}.description`] = ['Inserisci il testo'];
    }
    const noAmounts = kind === 'description';
    const values: StoredRow = {
      position,
      type_id: row.type_id,
      state_id: row.state_id ?? defaultState?.id ?? null,
      product_id: row.product_id,
      description: row.description || (kind === 'discount' ? 'Sconto' : ''),
      quantity_milli: noAmounts ? 0 : quantityToMilli(row.quantity),
      unit: noAmounts ? null : row.unit,
      unit_price_cents: noAmounts ? 0 : row.unit_price_cents,
      discount_bp: noAmounts || kind === 'discount' ? 0 : discountToBasisPoints(row.discount_percent),
      vat_rate: row.vat_rate,
      amount_cents: null,
    };
    const line = lineOf({ ...values, type_key: kind, state_key: state?.key ?? defaultState?.key ?? null });
    lines.push(line);
    stored.push(values);
  });
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const totals = computeOpportunityTotals(lines);
  stored.forEach((row, i) => {
    row.amount_cents = totals.lines[i]?.amount_cents ?? null;
  });
  return { stored, totals };
}

/**
 * 409 when the opportunity is in a won or lost state: its rows are what was offered and decided,
 * locked until the opportunity is reopened (a status change to an open state, in its history).
 * The record's other fields stay editable. Called inside the writing transaction.
 */
export async function assertRowsEditable(db: Db, stateId: number): Promise<void> {
  const state = (await findLookupFlags(db, [stateId])).get(stateId);
  if (!state?.is_won && !state?.is_lost) return;
  throw alertError(
    409,
    `L’opportunità è ${state.is_won ? 'vinta' : 'persa'}: le righe sono bloccate. Riaprila con «Cambia stato» per modificarle.`,
    'warning',
  );
}

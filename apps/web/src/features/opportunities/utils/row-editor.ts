import {
  computeOpportunityTotals,
  type Lookup,
  type OpportunityRow,
  type OpportunityRowInput,
  type OpportunityTotals,
  type ProductView,
  type RowKind,
  rowKinds,
} from '@officina/contracts';

/**
 * The rows editor's state: an ordered list of draft rows, changed only through these pure functions
 * (add, move, remove, update, pick a product), so the order and the totals are easy to test. Amounts
 * are integer cents, quantities plain numbers (≤ 3 decimals), as the API takes them.
 */
export interface DraftRow {
  /** Stable React key (a saved row's id, or a new one's local key). */
  key: string;
  kind: RowKind;
  type_id: number;
  state_id: number | null;
  product_id: number | null;
  description: string;
  quantity: number;
  unit: string | null;
  unit_price_cents: number;
  discount_percent: number;
  vat_rate: number;
}

let counter = 0;
const newKey = () => `new-${Date.now().toString(36)}-${(counter++).toString(36)}`;

const asKind = (key: string): RowKind =>
  (rowKinds as readonly string[]).includes(key) ? (key as RowKind) : 'free';

export function draftFromRow(row: OpportunityRow): DraftRow {
  return {
    key: `row-${row.id}`,
    kind: asKind(row.type_key),
    type_id: row.type_id,
    state_id: row.state_id,
    product_id: row.product_id,
    description: row.description,
    quantity: row.quantity,
    unit: row.unit,
    unit_price_cents: row.unit_price_cents,
    discount_percent: row.discount_percent,
    vat_rate: row.vat_rate,
  };
}

/** A new row of a kind; `types` is the `opportunity_rows_type` lookup (key → id). */
export function newDraft(
  kind: RowKind,
  types: readonly Pick<Lookup, 'id' | 'key'>[],
  /** The company's default VAT rate (/admin/company). */
  vatRate = 22,
): DraftRow {
  const type = types.find((entry) => entry.key === kind);
  if (!type) throw new Error(`Tipo di riga sconosciuto: ${kind}`);
  return {
    key: newKey(),
    kind,
    type_id: type.id,
    state_id: null,
    product_id: null,
    description: kind === 'discount' ? 'Sconto' : '',
    quantity: 1,
    unit: kind === 'description' || kind === 'discount' ? null : 'pz',
    unit_price_cents: 0,
    discount_percent: 0,
    vat_rate: vatRate,
  };
}

/** Inserts `row` at `index` (default: at the end). */
export function addRow(rows: readonly DraftRow[], row: DraftRow, index = rows.length): DraftRow[] {
  const at = Math.max(0, Math.min(index, rows.length));
  return [...rows.slice(0, at), row, ...rows.slice(at)];
}

export function removeRow(rows: readonly DraftRow[], key: string): DraftRow[] {
  return rows.filter((row) => row.key !== key);
}

/** Moves the row at `from` to `to` (both clamped); the same list when nothing moves. */
export function moveRow(rows: readonly DraftRow[], from: number, to: number): DraftRow[] {
  if (from < 0 || from >= rows.length) return [...rows];
  const target = Math.max(0, Math.min(to, rows.length - 1));
  if (target === from) return [...rows];
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(target, 0, moved);
  return next;
}

export function updateRow(rows: readonly DraftRow[], key: string, patch: Partial<DraftRow>): DraftRow[] {
  return rows.map((row) => (row.key === key ? { ...row, ...patch, key: row.key } : row));
}

/** A Prodotto row filled from the catalogue: description, unit, price and VAT. */
export function applyProduct(row: DraftRow, product: ProductView): DraftRow {
  return {
    ...row,
    product_id: product.id,
    description: product.description ? `${product.name} — ${product.description}` : product.name,
    unit: product.unit,
    unit_price_cents: product.unit_price_cents,
    vat_rate: product.vat_rate,
  };
}

/** What PUT /opportunities/:id/rows takes, in order (Descrizione rows carry no amounts). */
export function toRowInputs(rows: readonly DraftRow[]): OpportunityRowInput[] {
  return rows.map((row) => {
    const amounts = row.kind !== 'description';
    return {
      type_id: row.type_id,
      state_id: row.state_id,
      product_id: row.kind === 'product' ? row.product_id : null,
      description: row.description,
      quantity: amounts ? row.quantity : 1,
      unit: amounts ? row.unit : null,
      unit_price_cents: amounts ? row.unit_price_cents : 0,
      discount_percent: row.kind === 'product' || row.kind === 'free' ? row.discount_percent : 0,
      vat_rate: (amounts ? row.vat_rate : 22) as OpportunityRowInput['vat_rate'],
    };
  });
}

/** Live totals with the contracts' pure function, the server's own; `states` maps state id → key. */
export function draftTotals(
  rows: readonly DraftRow[],
  states: readonly Pick<Lookup, 'id' | 'key'>[],
): OpportunityTotals {
  const stateKey = new Map(states.map((state) => [state.id, state.key]));
  return computeOpportunityTotals(
    rows.map((row) => ({
      kind: row.kind,
      state_key: row.state_id === null ? null : (stateKey.get(row.state_id) ?? null),
      quantity: row.kind === 'description' ? 0 : row.quantity,
      unit_price_cents: row.unit_price_cents,
      discount_percent: row.kind === 'discount' ? 0 : row.discount_percent,
      vat_rate: row.vat_rate,
    })),
  );
}

/** Whether two lists differ in what would be saved (order included). */
export function rowsChanged(a: readonly DraftRow[], b: readonly DraftRow[]): boolean {
  return JSON.stringify(toRowInputs(a)) !== JSON.stringify(toRowInputs(b));
}

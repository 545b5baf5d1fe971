import {
  type CreateProductInput,
  type DeleteResult,
  type ProductListQuery,
  type ProductPage,
  type ProductView,
  type UpdateProductInput,
  vatRateSchema,
} from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { listPage } from '../../db/list/index.ts';
import { nowIso, toBool } from '../../db/values.ts';
import { validationError } from '../../http/api-error.ts';
import { nextVersion, notFound, staleRecord } from '../../records/records.ts';
import { assertReferences } from '../../records/references.ts';
import { logActivity } from '../activity/activity.repository.ts';
import { changedFields } from '../activity/activity.service.ts';
import { productList } from './product.list.ts';
import {
  countProductLinks,
  deleteProductRow,
  findProductByCode,
  findProductRow,
  findProductView,
  insertProduct,
  type ProductFields,
  type ProductRow,
  type ProductViewRow,
  setProductArchived,
  updateProductRow,
} from './product.repository.ts';

export const PRODUCT_ENTITY = 'product';
const NOT_FOUND = 'Prodotto non trovato.';

const fieldNames = [
  'code',
  'name',
  'description',
  'category_id',
  'unit',
  'unit_price_cents',
  'vat_rate',
  'recurrence',
  'active',
] as const satisfies readonly (keyof ProductFields)[];

export function toProductView(row: ProductViewRow): ProductView {
  return {
    ...row,
    unit: row.unit as ProductView['unit'],
    vat_rate: vatRateSchema.parse(row.vat_rate),
    recurrence: row.recurrence as ProductView['recurrence'],
    active: toBool(row.active),
    unit_price_cents: Number(row.unit_price_cents),
  };
}

function fieldsOf(row: ProductRow): ProductFields {
  return {
    code: row.code,
    name: row.name,
    description: row.description,
    category_id: row.category_id,
    unit: row.unit as ProductFields['unit'],
    unit_price_cents: Number(row.unit_price_cents),
    vat_rate: row.vat_rate as ProductFields['vat_rate'],
    recurrence: row.recurrence as ProductFields['recurrence'],
    active: toBool(row.active),
  };
}

async function viewOf(db: Db, id: number): Promise<ProductView> {
  const row = await findProductView(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return toProductView(row);
}

async function assertValid(db: Db, fields: ProductFields, excludeId?: number): Promise<void> {
  await assertReferences(db, [
    {
      field: 'category_id',
      id: fields.category_id,
      kind: 'product_categories',
      message: 'Categoria non valida',
    },
  ]);
  if (await findProductByCode(db, fields.code, excludeId)) {
    throw validationError({ code: ['Codice già usato da un altro prodotto'] });
  }
}

/** A page of the catalogue; `q` matches code and name, accent- and case-insensitive. */
export async function listProducts(db: Db, query: ProductListQuery): Promise<ProductPage> {
  const { data, meta } = await listPage(db, productList, query, (rows) => rows.map(toProductView));
  return { data, meta };
}

export function getProduct(db: Db, id: number): Promise<ProductView> {
  return viewOf(db, id);
}

/** Creates a product (code unique: 422 otherwise) and logs it. */
export async function createProduct(db: Db, userId: number, input: CreateProductInput): Promise<ProductView> {
  return db.transaction().execute(async (trx) => {
    await assertValid(trx, input);
    const id = await insertProduct(trx, input, userId, nowIso());
    const changes = changedFields(null, input, fieldNames);
    await logActivity(trx, { userId, entity: PRODUCT_ENTITY, entityId: id, action: 'created', changes });
    return viewOf(trx, id);
  });
}

/** Saves a whole product if `updated_at` is still the stored one (409 otherwise). */
export async function updateProduct(
  db: Db,
  userId: number,
  id: number,
  input: UpdateProductInput,
): Promise<ProductView> {
  const { updated_at: expected, ...fields } = input;
  return db.transaction().execute(async (trx) => {
    const before = await findProductRow(trx, id);
    if (!before) throw notFound(NOT_FOUND);
    if (before.updated_at !== expected) throw staleRecord();
    await assertValid(trx, fields, id);
    if (!(await updateProductRow(trx, id, fields, expected, nextVersion(before.updated_at))))
      throw staleRecord();
    const changes = changedFields(fieldsOf(before), fields, fieldNames);
    if (Object.keys(changes).length > 0) {
      await logActivity(trx, { userId, entity: PRODUCT_ENTITY, entityId: id, action: 'updated', changes });
    }
    return viewOf(trx, id);
  });
}

/** Deletes a product no row uses; otherwise archives it (it leaves the picker, rows keep their data). */
export async function deleteProduct(db: Db, userId: number, id: number): Promise<DeleteResult> {
  return db.transaction().execute(async (trx) => {
    const before = await findProductRow(trx, id);
    if (!before) throw notFound(NOT_FOUND);
    if ((await countProductLinks(trx, id)) === 0) {
      await deleteProductRow(trx, id);
      await logActivity(trx, {
        userId,
        entity: PRODUCT_ENTITY,
        entityId: id,
        action: 'deleted',
        changes: { code: [before.code, null] },
      });
      return { result: 'deleted', message: 'Prodotto eliminato.' };
    }
    if (before.archived_at === null) {
      const now = nowIso();
      await setProductArchived(trx, id, now, nextVersion(before.updated_at));
      await logActivity(trx, {
        userId,
        entity: PRODUCT_ENTITY,
        entityId: id,
        action: 'archived',
        changes: { archived_at: [null, now] },
      });
    }
    return { result: 'archived', message: 'Il prodotto è usato in alcune offerte: è stato archiviato.' };
  });
}

export async function restoreProduct(db: Db, userId: number, id: number): Promise<ProductView> {
  return db.transaction().execute(async (trx) => {
    const before = await findProductRow(trx, id);
    if (!before) throw notFound(NOT_FOUND);
    if (before.archived_at !== null) {
      await setProductArchived(trx, id, null, nextVersion(before.updated_at));
      await logActivity(trx, {
        userId,
        entity: PRODUCT_ENTITY,
        entityId: id,
        action: 'restored',
        changes: { archived_at: [before.archived_at, null] },
      });
    }
    return viewOf(trx, id);
  });
}

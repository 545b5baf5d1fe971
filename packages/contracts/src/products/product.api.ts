import { z } from 'zod';
import { pageOf } from '../common/pagination.ts';
import { recordEndpoints } from '../common/record-endpoints.ts';
import {
  createProductInputSchema,
  productListQuerySchema,
  productSchema,
  updateProductInputSchema,
} from './product.schemas.ts';

/** A product as the API answers it: stored fields plus the category's name. */
export const productViewSchema = productSchema.extend({ category_name: z.string().nullable() });
export type ProductView = z.infer<typeof productViewSchema>;

export const productPageSchema = pageOf(productViewSchema);
export type ProductPage = z.infer<typeof productPageSchema>;

export const productResponseSchema = z.object({ product: productViewSchema });
export type ProductResponse = z.infer<typeof productResponseSchema>;

/** Read: `view_opportunities` or `manage_products`. Writes: `manage_products`. */
export const {
  list: listProductsEndpoint,
  create: createProductEndpoint,
  get: getProductEndpoint,
  update: updateProductEndpoint,
  delete: deleteProductEndpoint,
  restore: restoreProductEndpoint,
} = recordEndpoints({
  path: '/products',
  name: 'Product',
  summaries: {
    list: 'Catalogo prodotti (paginato, filtri categoria/attivo, ricerca su codice e nome)',
    create: 'Nuovo prodotto (codice univoco: 422 se già usato)',
    get: 'Un prodotto',
    update: 'Modifica un prodotto (409 se updated_at non è più quello attuale)',
    delete: 'Elimina un prodotto, o lo archivia se è usato in righe di opportunità',
    restore: 'Ripristina un prodotto archiviato',
  },
  listQuery: productListQuerySchema,
  page: productPageSchema,
  create: createProductInputSchema,
  update: updateProductInputSchema,
  response: productResponseSchema,
});

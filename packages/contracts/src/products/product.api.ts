import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { pageOf } from '../common/pagination.ts';
import { deleteResultSchema } from '../common/records.ts';
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
export const listProductsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/products',
  summary: 'Catalogo prodotti (paginato, filtri categoria/attivo, ricerca su codice e nome)',
  query: productListQuerySchema,
  response: productPageSchema,
});

export const createProductEndpoint = defineEndpoint({
  method: 'POST',
  path: '/products',
  summary: 'Nuovo prodotto (codice univoco: 422 se già usato)',
  body: createProductInputSchema,
  response: productResponseSchema,
});

export const getProductEndpoint = defineEndpoint({
  method: 'GET',
  path: '/products/:id',
  summary: 'Un prodotto',
  response: productResponseSchema,
});

export const updateProductEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/products/:id',
  summary: 'Modifica un prodotto (409 se updated_at non è più quello attuale)',
  body: updateProductInputSchema,
  response: productResponseSchema,
});

export const deleteProductEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/products/:id',
  summary: 'Elimina un prodotto, o lo archivia se è usato in righe di opportunità',
  response: deleteResultSchema,
});

export const restoreProductEndpoint = defineEndpoint({
  method: 'POST',
  path: '/products/:id/restore',
  summary: 'Ripristina un prodotto archiviato',
  response: productResponseSchema,
});

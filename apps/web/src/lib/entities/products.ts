import { getProductEndpoint, listProductsEndpoint, type ProductListQuery } from '@officina/contracts';
import { callEndpoint } from '../api/api-client.ts';
import { paths } from '../paths.ts';
import { defineEntity } from './entity.ts';

/** Query keys of the catalogue; `products` also holds the offer rows editor's picker searches. */
export const productKeys = {
  all: ['products'] as const,
  list: (query: object) => ['products', 'list', query] as const,
  detail: (id: number) => ['products', 'detail', id] as const,
  picker: (q: string) => ['products', 'picker', q] as const,
};

export type ProductListParams = Partial<ProductListQuery>;

/** GET /products: one page of the catalogue. */
export function listProducts(query: ProductListParams, signal?: AbortSignal) {
  return callEndpoint(listProductsEndpoint, { query, loading: false, ...(signal ? { signal } : {}) });
}

/** GET /products/:id. */
export function getProduct(id: number) {
  return callEndpoint(getProductEndpoint, { params: { id }, loading: false });
}

/** Prodotti: nouns, keys, detail read and pages, for the list page and the record form. */
export const productEntity = defineEntity({
  key: 'product',
  noun: ['prodotto', 'prodotti'],
  keys: productKeys,
  get: (id: number) => getProduct(id),
  paths: {
    list: () => paths.products.build(),
    add: () => paths.productAdd.build(),
    detail: (id: number) => paths.productDetail.build(id),
  },
});

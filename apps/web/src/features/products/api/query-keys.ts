/** Query keys of the catalogue; `products` also holds the rows editor's picker searches. */
export const productKeys = {
  all: ['products'] as const,
  list: (query: object) => ['products', 'list', query] as const,
  detail: (id: number) => ['products', 'detail', id] as const,
};

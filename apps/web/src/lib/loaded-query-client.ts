import type { QueryClient } from '@tanstack/react-query';

let loaded: QueryClient | null = null;

/**
 * The query client once the signed-in pages have loaded it (lib/query-client.ts registers itself), or
 * null: TanStack Query is not in the entry chunk (bundle budget of /login), and before it loads
 * nothing is cached, so there is nothing to clear or update.
 */
export function loadedQueryClient(): QueryClient | null {
  return loaded;
}

export function registerQueryClient(client: QueryClient): void {
  loaded = client;
}

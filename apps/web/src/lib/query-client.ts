import { QueryClient } from '@tanstack/react-query';
import { registerQueryClient } from './loaded-query-client.ts';

/**
 * One client for the signed-in pages (provided by the authenticated layout; public pages use no
 * queries). Errors are already toasted by the API client (error catalogue), so queries do not retry on
 * 4xx answers and do not refetch behind the user's back on focus.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});

registerQueryClient(queryClient);

import { QueryClient } from '@tanstack/react-query';

/**
 * One client for the whole app. Errors are already toasted by the API client (error catalogue), so
 * queries do not retry on 4xx answers and do not refetch behind the user's back on focus.
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

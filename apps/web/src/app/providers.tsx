import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toasts } from '../components/toasts.tsx';
import { queryClient } from '../lib/query-client.ts';
import { AppThemeProvider } from './app-theme-provider.tsx';

/**
 * Root providers, kept lean for the login chunk: theme, query cache and toasts. The ability and the
 * date pickers' localisation are provided by the authenticated layout, which only signed-in pages load.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppThemeProvider>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toasts />
      </QueryClientProvider>
    </AppThemeProvider>
  );
}

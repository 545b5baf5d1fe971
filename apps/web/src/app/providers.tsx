import type { ReactNode } from 'react';
import { LazyToasts } from '../components/lazy-toasts.tsx';
import { AppThemeProvider } from './app-theme-provider.tsx';

/**
 * Root providers, kept lean for the login chunk: theme, query cache and toasts (their host is lazy). The ability and the
 * date pickers' localisation are provided by the authenticated layout, which only signed-in pages load.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppThemeProvider>
      {children}
      <LazyToasts />
    </AppThemeProvider>
  );
}

import type { ReactNode } from 'react';
import { LazyToasts } from '../components/lazy-toasts.tsx';

/**
 * Root providers, kept lean for the login chunk: only the toast host (itself lazy). The theme is CSS
 * custom properties on <html> (document-theme.ts); MUI's theme, the query cache, the ability and the
 * date pickers' localisation are provided by the authenticated layout, which only signed-in pages load.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <LazyToasts />
    </>
  );
}

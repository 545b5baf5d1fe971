import { useEffect } from 'react';
import { strings } from './strings.ts';

/** "Pagina · Officina" in the browser tab. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${strings.appName}` : strings.appName;
  }, [title]);
}

import { LoadingOverlay } from '../components/loading-overlay.tsx';

/** Shown while the first page's chunks load: the same overlay as any other wait. */
export function InitialLoading() {
  return <LoadingOverlay open />;
}

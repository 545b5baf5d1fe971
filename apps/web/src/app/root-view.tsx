import { LoadingOverlay } from '../components/loading-overlay.tsx';
import { useIsLoading } from '../lib/loading-store.ts';
import { RouteGuard } from './guard/route-guard.tsx';

/** Root view: the loading overlay over the guarded page tree. */
export function RootView() {
  const loading = useIsLoading();
  return (
    <>
      <LoadingOverlay open={loading} />
      <RouteGuard />
    </>
  );
}

import { createBrowserRouter } from 'react-router';
import { chunkGuard } from '../lib/chunk-reload.ts';
import { createRoutes } from './routes.tsx';
import { endExpiredSessionWith } from './session-expiry.ts';

/** The browser router; once its first navigation settles the chunk-reload flag is cleared. */
export function createAppRouter() {
  const router = createBrowserRouter(createRoutes());
  if (router.state.initialized) {
    chunkGuard.routingReady();
  } else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      chunkGuard.routingReady();
      unsubscribe();
    });
  }
  endExpiredSessionWith(router);
  return router;
}

import type { ComponentType } from 'react';
import { chunkGuard } from '../lib/chunk-reload.ts';

/**
 * A route's `lazy` loader: imports the page chunk through the chunk guard (reload once on failure)
 * and hands React Router its Component.
 */
export function lazyRoute(importer: () => Promise<ComponentType>) {
  return async () => ({ Component: await chunkGuard.load(importer) });
}

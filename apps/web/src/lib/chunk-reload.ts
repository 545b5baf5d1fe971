export const CHUNK_RELOAD_FLAG = 'officina:chunk-reload';

export interface ChunkReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
  log: (...args: unknown[]) => void;
}

/**
 * Lazy-load failures: the first failure reloads the page once (a new deployment replaced
 * the chunk), tracked by a flag in sessionStorage; a second failure is only logged and rethrown to
 * the error page. The flag is cleared once routing is ready.
 */
export function createChunkGuard(deps: ChunkReloadDeps) {
  return {
    async load<T>(importer: () => Promise<T>): Promise<T> {
      try {
        return await importer();
      } catch (error) {
        if (!deps.storage.getItem(CHUNK_RELOAD_FLAG)) {
          deps.storage.setItem(CHUNK_RELOAD_FLAG, '1');
          deps.reload();
          // The page is going away: never settle, so nothing renders half-loaded meanwhile.
          return new Promise<T>(() => {});
        }
        deps.log('Impossibile caricare la pagina (chunk non disponibile)', error);
        throw error;
      }
    },
    routingReady(): void {
      deps.storage.removeItem(CHUNK_RELOAD_FLAG);
    },
  };
}

export const chunkGuard = createChunkGuard({
  storage: {
    getItem: (key) => sessionStorage.getItem(key),
    setItem: (key, value) => sessionStorage.setItem(key, value),
    removeItem: (key) => sessionStorage.removeItem(key),
  },
  reload: () => window.location.reload(),
  log: (...args) => console.error(...args),
});

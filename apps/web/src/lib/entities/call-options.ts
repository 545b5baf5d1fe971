/** Options of an entity read: `loading: false` keeps the global loading bar off (pickers, tabs). */
export interface ReadOptions {
  loading?: boolean;
  signal?: AbortSignal | undefined;
}

/** The options for callEndpoint, without an undefined signal (exactOptionalPropertyTypes). */
export const readOptions = ({ loading, signal }: ReadOptions, defaultLoading: boolean) => ({
  loading: loading ?? defaultLoading,
  ...(signal ? { signal } : {}),
});

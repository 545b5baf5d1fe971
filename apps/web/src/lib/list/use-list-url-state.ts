import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type FilterKind,
  type ListSpec,
  type ListState,
  readListState,
  writeListState,
} from './list-url-state.ts';

/**
 * A list's state read from and written to the URL (history entry replaced, so Back does not step
 * through every keystroke). `keep` names other query parameters the page owns (e.g. `view=board`),
 * which a change of the list's state leaves as they are.
 */
export function useListUrlState<F extends Record<string, FilterKind>, S extends string>(
  spec: ListSpec<F, S>,
  keep: readonly string[] = [],
): [ListState<F, S>, (next: ListState<F, S>) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the state's identity
  const state = useMemo(() => readListState(spec, params), [spec, key]);
  const keepKey = keep.join(',');
  const setState = useCallback(
    (next: ListState<F, S>) =>
      setParams(
        (current) => {
          const written = writeListState(spec, next);
          for (const name of keepKey.split(',')) {
            const value = name ? current.get(name) : null;
            if (value !== null) written.set(name, value);
          }
          return written;
        },
        { replace: true },
      ),
    [spec, setParams, keepKey],
  );
  return [state, setState];
}

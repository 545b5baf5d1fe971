import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  type FilterKind,
  type ListSpec,
  type ListState,
  mergeListChange,
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
  // The query string this hook last saw or wrote. React Router's functional update hands over the
  // render's params, not the URL as it is now: a change made before the page re-rendered with the
  // previous one (a search committed, then a filter picked at once) would otherwise be overwritten.
  const latest = useRef(params);
  const seenKey = useRef(key);
  if (seenKey.current !== key) {
    seenKey.current = key;
    latest.current = params;
  }
  const setState = useCallback(
    (next: ListState<F, S>) => {
      const current = latest.current;
      // `next` was computed from this render's state: apply only what it changed.
      const written = writeListState(spec, mergeListChange(state, next, readListState(spec, current)));
      for (const name of keepKey.split(',')) {
        const value = name ? current.get(name) : null;
        if (value !== null) written.set(name, value);
      }
      latest.current = written;
      setParams(written, { replace: true });
    },
    [spec, setParams, keepKey, state],
  );
  return [state, setState];
}

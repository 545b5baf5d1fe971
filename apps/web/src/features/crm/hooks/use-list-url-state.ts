import type { SortValue } from '@officina/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type FilterKind,
  type ListSpec,
  type ListState,
  readListState,
  writeListState,
} from '../utils/list-url-state.ts';

/**
 * A list's state read from and written to the URL. Writes replace the history entry: paging or typing
 * in the search box should not make the Back button step through every keystroke.
 */
export function useListUrlState<F extends Record<string, FilterKind>, S extends string>(
  spec: ListSpec<F, S>,
): [ListState<F, S>, (next: ListState<F, S>) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the state's identity
  const state = useMemo(() => readListState(spec, params), [spec, key]);
  const setState = useCallback(
    (next: ListState<F, S>) => setParams(writeListState(spec, next), { replace: true }),
    [spec, setParams],
  );
  return [state, setState];
}

export type { SortValue };

import { useCallback, useEffect, useRef, useState } from 'react';

interface ActionState {
  isPending: boolean;
  isSuccess: boolean;
}

/**
 * The part of TanStack Query's useMutation the public pages use (`mutate(input, { onSuccess })`,
 * `isPending`, `isSuccess`). Why not useMutation: the query client lives in the authenticated layout so
 * that TanStack Query stays out of the /login bundle (≤ 150 KB gzip). Failures are already toasted by
 * the API client; like useMutation, a call's onSuccess is skipped once the component has unmounted.
 */
export function useAction<I, O>(run: (input: I) => Promise<O>) {
  const [state, setState] = useState<ActionState>({ isPending: false, isSuccess: false });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback(
    (input: I, options: { onSuccess?: (data: O) => void } = {}) => {
      setState({ isPending: true, isSuccess: false });
      run(input).then(
        (data) => {
          setState({ isPending: false, isSuccess: true });
          if (mounted.current) options.onSuccess?.(data);
        },
        () => setState({ isPending: false, isSuccess: false }),
      );
    },
    [run],
  );
  return { ...state, mutate };
}

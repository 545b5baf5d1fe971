import { createStore, useStore } from 'zustand';

interface LoadingState {
  /** Requests in flight that asked for the loading indicator. */
  active: number;
  /** The loading flag: on while at least one such request is active. */
  loading: boolean;
  start: () => void;
  stop: () => void;
  reset: () => void;
}

/** Loading counter behind the full-screen overlay: starts at 0 / off. */
export const loadingStore = createStore<LoadingState>()((set) => ({
  active: 0,
  loading: false,
  start: () => set((state) => ({ active: state.active + 1, loading: true })),
  stop: () =>
    set((state) => {
      const active = Math.max(0, state.active - 1);
      return { active, loading: active > 0 };
    }),
  reset: () => set({ active: 0, loading: false }),
}));

export function useIsLoading(): boolean {
  return useStore(loadingStore, (state) => state.loading);
}

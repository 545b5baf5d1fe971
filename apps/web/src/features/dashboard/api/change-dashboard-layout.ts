import { type DashboardLayout, saveDashboardLayoutEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { dashboardKeys } from '../../../lib/entities/dashboard.ts';
import { notify } from '../../../lib/toast.ts';
import { type LayoutItem, normalizeLayout } from '../utils/layout.ts';

export function saveDashboardLayout(layout: DashboardLayout) {
  return callEndpoint(saveDashboardLayoutEndpoint, { body: layout, loading: false, handleErrors: false });
}

/** The saves one after another, so quick moves reach the server in the order they were made. */
let queue: Promise<unknown> = Promise.resolve();

function saveInTurn(layout: DashboardLayout) {
  const run = queue.then(() => saveDashboardLayout(layout));
  queue = run.catch(() => undefined);
  return run;
}

interface LayoutChange {
  layout: DashboardLayout;
  /** The layout shown before this change, put back if its save fails. */
  previous: DashboardLayout | undefined;
}

/**
 * A change to the dashboard's layout, optimistic: `change(update)` applies `update` to the layout in
 * the query cache at once — the latest one, not the one last drawn, so presses quicker than a render
 * each count — and saves it (PUT /dashboard/layout, one save at a time, in order). A failed save puts
 * the previous layout back, with a toast. The layout query is changed only by this save (its
 * staleTime is infinite), so no fetch can be in flight to overwrite the optimistic layout.
 */
export function useChangeDashboardLayout() {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationKey: dashboardKeys.layout,
    mutationFn: ({ layout }: LayoutChange) => saveInTurn(layout),
    onError: (_error, { previous }) => {
      if (previous) queryClient.setQueryData(dashboardKeys.layout, previous);
      notify.error('Impossibile salvare la disposizione della dashboard: riprova.');
    },
    onSuccess: (saved) => {
      // A later change is on its way: its optimistic layout stays until its own answer.
      if (queryClient.isMutating({ mutationKey: dashboardKeys.layout }) <= 1) {
        queryClient.setQueryData(dashboardKeys.layout, saved);
      }
    },
  });
  return useCallback(
    (update: (items: readonly LayoutItem[]) => LayoutItem[]) => {
      const previous = queryClient.getQueryData<DashboardLayout>(dashboardKeys.layout);
      const layout = { widgets: update(normalizeLayout(previous?.widgets)) };
      queryClient.setQueryData(dashboardKeys.layout, layout);
      mutate({ layout, previous });
    },
    [queryClient, mutate],
  );
}

import { type DashboardLayout, saveDashboardLayoutEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { dashboardKeys } from '../../../lib/entities/dashboard.ts';
import { notify } from '../../../lib/toast.ts';

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

/**
 * PUT /dashboard/layout, optimistic: the dashboard shows the new order at once and goes back to the
 * previous one, with a toast, when the save fails. Saves are sent one at a time, in order.
 */
export function useSaveDashboardLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: dashboardKeys.layout,
    mutationFn: saveInTurn,
    onMutate: async (layout) => {
      await queryClient.cancelQueries({ queryKey: dashboardKeys.layout });
      const previous = queryClient.getQueryData<DashboardLayout>(dashboardKeys.layout);
      queryClient.setQueryData(dashboardKeys.layout, layout);
      return { previous };
    },
    onError: (_error, _layout, context) => {
      if (context?.previous) queryClient.setQueryData(dashboardKeys.layout, context.previous);
      notify.error('Impossibile salvare la disposizione della dashboard: riprova.');
    },
    onSuccess: (saved) => {
      // A later change is on its way: its optimistic layout stays until its own answer.
      if (queryClient.isMutating({ mutationKey: dashboardKeys.layout }) <= 1) {
        queryClient.setQueryData(dashboardKeys.layout, saved);
      }
    },
  });
}

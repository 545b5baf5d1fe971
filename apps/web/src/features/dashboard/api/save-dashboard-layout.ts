import { type DashboardLayout, saveDashboardLayoutEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { dashboardKeys } from '../../../lib/entities/dashboard.ts';
import { notify } from '../../../lib/toast.ts';

export function saveDashboardLayout(layout: DashboardLayout) {
  return callEndpoint(saveDashboardLayoutEndpoint, { body: layout, loading: false, handleErrors: false });
}

/**
 * PUT /dashboard/layout, optimistic: the dashboard shows the new order at once and goes back to the
 * previous one, with a toast, when the save fails.
 */
export function useSaveDashboardLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDashboardLayout,
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
    onSuccess: (saved) => queryClient.setQueryData(dashboardKeys.layout, saved),
  });
}

import { checkClientVatEndpoint } from '@officina/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { clientKeys } from '../../../lib/entities/clients.ts';

export function checkClientVat(vat: string, excludeId?: number, signal?: AbortSignal) {
  return callEndpoint(checkClientVatEndpoint, {
    query: { vat, exclude_id: excludeId },
    loading: false,
    handleErrors: false,
    ...(signal ? { signal } : {}),
  });
}

export const clientVatQueryOptions = (vat: string, excludeId?: number) =>
  queryOptions({
    queryKey: clientKeys.vatCheck(vat, excludeId),
    queryFn: ({ signal }) => checkClientVat(vat, excludeId, signal),
    staleTime: 10_000,
  });

/**
 * GET /clients/check-vat for a valid Partita IVA (pass null to skip): other clients with the same one,
 * shown as a warning that does not block the save.
 */
export function useClientVatCheck(vat: string | null, excludeId?: number) {
  return useQuery({ ...clientVatQueryOptions(vat ?? '', excludeId), enabled: vat !== null });
}

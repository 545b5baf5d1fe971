import { type CompanyDefaults, companyDefaultsEndpoint, DEFAULT_VAT_RATE } from '@officina/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../api/api-client.ts';

/**
 * Query keys of the company's settings, all under `company`: `settings` is GET /admin/company
 * (manage_settings), `defaults` GET /company/defaults (every signed-in user: the product form and
 * the offer rows start from its VAT rate).
 */
export const companyKeys = {
  all: ['company'] as const,
  settings: ['company', 'settings'] as const,
  defaults: ['company', 'defaults'] as const,
};

export const companyDefaultsQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.defaults,
    queryFn: ({ signal }) =>
      callEndpoint(companyDefaultsEndpoint, { loading: false, handleErrors: false, signal }),
    staleTime: 5 * 60_000,
  });

/** The company's defaults; 22 % and 40 h until they are read (or if they cannot be). */
export function useCompanyDefaults(): CompanyDefaults {
  const { data } = useQuery(companyDefaultsQueryOptions());
  return data ?? { default_vat_rate: DEFAULT_VAT_RATE, weekly_hours_target: 40 };
}

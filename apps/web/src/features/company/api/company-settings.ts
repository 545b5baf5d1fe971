import {
  type BrandingTheme,
  type CompanySettings,
  deleteCompanyLogoEndpoint,
  getCompanySettingsEndpoint,
  type UpdateCompanySettingsInput,
  updateCompanySettingsEndpoint,
  uploadCompanyLogoEndpoint,
} from '@officina/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { uploadFile } from '../../../lib/api/file-transfer.ts';
import { useBrandingStore } from '../../../lib/branding/branding-store.ts';
import { companyKeys } from '../../../lib/entities/company.ts';
import { dashboardKeys } from '../../../lib/entities/dashboard.ts';
import { useSettingsStore } from '../../../lib/settings/settings-store.ts';

export const companySettingsQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.settings,
    queryFn: () => callEndpoint(getCompanySettingsEndpoint, { loading: false }),
  });

/** GET /admin/company (manage_settings). */
export function useCompanySettings() {
  return useQuery(companySettingsQueryOptions());
}

/**
 * After every change: the page's data, the defaults every form reads, the dashboard's target, the
 * navbar's logo (branding), the settings store (its offer company name) and «Impostazioni offerte»,
 * which shows the same stored company data.
 */
function useCompanyMutation<I>(call: (input: I) => Promise<CompanySettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (data) => {
      queryClient.setQueryData(companyKeys.settings, data);
      void queryClient.invalidateQueries({ queryKey: companyKeys.defaults });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.summary });
      // «Impostazioni offerte» (features/opportunities) reads the same company keys.
      void queryClient.invalidateQueries({ queryKey: ['offer-settings'] });
      void useBrandingStore.getState().load();
      void useSettingsStore.getState().load();
    },
  });
}

/** PUT /admin/company: every field; the 422 messages are shown by the form. */
export const useUpdateCompanySettings = () =>
  useCompanyMutation((input: UpdateCompanySettingsInput) =>
    callEndpoint(updateCompanySettingsEndpoint, { body: input, handleErrors: false }),
  );

/** POST /admin/company/logos/:theme: PNG, JPEG or SVG ≤ 512 KB (sniffed and checked by the server). */
export const useUploadCompanyLogo = (theme: BrandingTheme) =>
  useCompanyMutation((file: File) =>
    uploadFile<CompanySettings>(uploadCompanyLogoEndpoint.path.replace(':theme', theme), file, 'file', {
      handleErrors: false,
    }),
  );

/** DELETE /admin/company/logos/:theme. */
export const useDeleteCompanyLogo = (theme: BrandingTheme) =>
  useCompanyMutation((_: undefined) => callEndpoint(deleteCompanyLogoEndpoint, { params: { theme } }));

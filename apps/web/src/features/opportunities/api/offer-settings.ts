import {
  deleteOfferLogoEndpoint,
  getOfferSettingsEndpoint,
  type OfferSettings,
  type UpdateOfferSettingsInput,
  updateOfferSettingsEndpoint,
  uploadOfferLogoEndpoint,
} from '@officina/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { uploadFile } from '../../../lib/api/file-transfer.ts';
import { useSettingsStore } from '../../../lib/settings/settings-store.ts';

const key = ['offer-settings'] as const;

export const offerSettingsQueryOptions = () =>
  queryOptions({ queryKey: key, queryFn: () => callEndpoint(getOfferSettingsEndpoint, { loading: false }) });

/** GET /admin/offer-settings (manage_settings). */
export function useOfferSettings() {
  return useQuery(offerSettingsQueryOptions());
}

/** Every change also refreshes the settings store (opportunity_logo/header/company_name). */
function useOfferSettingsMutation<I>(call: (input: I) => Promise<OfferSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (data) => {
      queryClient.setQueryData(key, data);
      void useSettingsStore.getState().load();
    },
  });
}

/** PUT /admin/offer-settings: company name and header text. */
export const useUpdateOfferSettings = () =>
  useOfferSettingsMutation((input: UpdateOfferSettingsInput) =>
    callEndpoint(updateOfferSettingsEndpoint, { body: input, handleErrors: false }),
  );

/** POST /admin/offer-settings/logo: PNG, JPEG or SVG ≤ 512 KB (multipart, sniffed by the server). */
export const useUploadOfferLogo = () =>
  useOfferSettingsMutation((file: File) => uploadFile<OfferSettings>(uploadOfferLogoEndpoint.path, file));

/** DELETE /admin/offer-settings/logo. */
export const useDeleteOfferLogo = () =>
  useOfferSettingsMutation((_: undefined) => callEndpoint(deleteOfferLogoEndpoint, {}));

import {
  documentationDiffEndpoint,
  documentationVersionEndpoint,
  documentationVersionsEndpoint,
  previewDocumentationEndpoint,
  restoreDocumentationVersionEndpoint,
} from '@officina/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { documentationKeys } from '../../../lib/entities/documentations.ts';

/** GET /documentations/:id/versions: newest first. */
export function useDocumentationVersions(id: number) {
  return useQuery({
    queryKey: documentationKeys.versions(id),
    queryFn: () => callEndpoint(documentationVersionsEndpoint, { params: { id }, loading: false }),
    select: (data) => data.data,
  });
}

/** GET /documentations/:id/versions/:number (null: none chosen). */
export function useDocumentationVersion(id: number, number: number | null) {
  return useQuery({
    queryKey: documentationKeys.version(id, number ?? 0),
    queryFn: () =>
      callEndpoint(documentationVersionEndpoint, { params: { id, number: number ?? 0 }, loading: false }),
    select: (data) => data.version,
    enabled: number !== null,
  });
}

/** GET /documentations/:id/diff?from=&to= (null: two versions not chosen yet). */
export function useDocumentationDiff(id: number, from: number | null, to: number | null) {
  return useQuery({
    queryKey: documentationKeys.diff(id, from ?? 0, to ?? 0),
    queryFn: () =>
      callEndpoint(documentationDiffEndpoint, {
        params: { id },
        query: { from: from ?? 0, to: to ?? 0 },
        loading: false,
      }),
    enabled: from !== null && to !== null,
    placeholderData: keepPreviousData,
  });
}

/** POST /documentations/:id/versions/:number/restore: the version becomes the newest one. */
export function useRestoreDocumentationVersion(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ number, updatedAt }: { number: number; updatedAt: string }) =>
      callEndpoint(restoreDocumentationVersionEndpoint, {
        params: { id, number },
        body: { updated_at: updatedAt },
      }),
    onSuccess: (data) => {
      queryClient.setQueryData(documentationKeys.detail(id), data);
      return queryClient.invalidateQueries({ queryKey: documentationKeys.all });
    },
  });
}

/** POST /documentations/preview: the Markdown as the page will show it (sanitised on the server). */
export function useMarkdownPreview(body: string) {
  return useQuery({
    queryKey: documentationKeys.preview(body),
    queryFn: ({ signal }) =>
      callEndpoint(previewDocumentationEndpoint, {
        body: { body },
        loading: false,
        signal,
        handleErrors: false,
      }),
    select: (data) => data.html,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30_000,
  });
}

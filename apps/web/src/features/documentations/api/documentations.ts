import {
  type CreateDocumentationInput,
  createDocumentationEndpoint,
  deleteDocumentationEndpoint,
  documentationActivityEndpoint,
  documentationTagsEndpoint,
  restoreDocumentationEndpoint,
  type UpdateDocumentationInput,
  updateDocumentationEndpoint,
} from '@officina/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import {
  type DocumentationListParams,
  documentationKeys,
  getDocumentation,
  listDocumentations,
} from '../../../lib/entities/documentations.ts';
import { refreshAfterDelete } from '../../../lib/refresh-after-delete.ts';

export const documentationListQueryOptions = (query: DocumentationListParams) =>
  queryOptions({
    queryKey: documentationKeys.list(query),
    queryFn: ({ signal }) => listDocumentations(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /documentations: search on title and body, filters tag, client, project. */
export function useDocumentations(query: DocumentationListParams) {
  return useQuery(documentationListQueryOptions(query));
}

/** GET /documentations/:id. */
export function useDocumentation(id: number) {
  return useQuery({
    queryKey: documentationKeys.detail(id),
    queryFn: () => getDocumentation(id),
    select: (data) => data.documentation,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** GET /documentations/tags: the tags in use, for the filter and the editor's suggestions. */
export function useDocumentationTags() {
  return useQuery({
    queryKey: documentationKeys.tags,
    queryFn: () => callEndpoint(documentationTagsEndpoint, { loading: false }),
    select: (data) => data.data,
    staleTime: 60_000,
  });
}

/** GET /documentations/:id/activity, one page. */
export function useDocumentationActivity(id: number, page: number) {
  return useQuery({
    queryKey: documentationKeys.activity(id, page),
    queryFn: () =>
      callEndpoint(documentationActivityEndpoint, {
        params: { id },
        query: { page, per_page: 20 },
        loading: false,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST /documentations or PUT /documentations/:id (with the `updated_at` read): 409/422 go to the form. */
export function useSaveDocumentation(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDocumentationInput | UpdateDocumentationInput) =>
      id
        ? callEndpoint(updateDocumentationEndpoint, { params: { id }, body: input, handleErrors: false })
        : callEndpoint(createDocumentationEndpoint, { body: input, handleErrors: false }),
    onSuccess: (data) => {
      queryClient.setQueryData(documentationKeys.detail(data.documentation.id), data);
      return queryClient.invalidateQueries({ queryKey: documentationKeys.all });
    },
  });
}

/** DELETE /documentations/:id: archives an active page, deletes an archived one. */
export function useDeleteDocumentation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(deleteDocumentationEndpoint, { params: { id } }),
    onSuccess: (result, id) =>
      refreshAfterDelete(queryClient, result, documentationKeys.detail(id), [documentationKeys.all]),
  });
}

/** POST /documentations/:id/restore. */
export function useRestoreDocumentation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(restoreDocumentationEndpoint, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentationKeys.all }),
  });
}

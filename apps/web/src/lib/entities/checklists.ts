import {
  addProjectChecklistItemEndpoint,
  addTodoChecklistItemEndpoint,
  applyProjectChecklistTemplateEndpoint,
  applyTodoChecklistTemplateEndpoint,
  type Checklist,
  deleteChecklistItemEndpoint,
  listChecklistTemplatesEndpoint,
  projectChecklistEndpoint,
  todoChecklistEndpoint,
  toggleChecklistItemEndpoint,
} from '@officina/contracts';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../api/api-client.ts';
import { withItemTicked } from '../checklist-optimistic.ts';
import { projectKeys } from './projects.ts';
import { todoKeys } from './todos.ts';

/**
 * Query keys of checklist templates, all under `checklist-templates`; the checklists' "Da modello"
 * menu (components/checklist-template-menu.tsx) reads the same list key.
 */
export const checklistTemplateKeys = {
  all: ['checklist-templates'] as const,
  list: ['checklist-templates', 'list'] as const,
};

/** GET /checklist-templates: every template, by name (a few dozen at most: no paging). */
export function listChecklistTemplates(signal?: AbortSignal) {
  return callEndpoint(listChecklistTemplatesEndpoint, { loading: false, ...(signal ? { signal } : {}) });
}

/**
 * The records that hold a checklist. Its items live under the record's key (`…/detail/:id/checklist`);
 * a to-do's checklist progress also shows on its cards and lists, so a change refreshes all `todos`.
 */
const owners = {
  projects: {
    get: projectChecklistEndpoint,
    add: addProjectChecklistItemEndpoint,
    apply: applyProjectChecklistTemplateEndpoint,
    key: projectKeys.checklist,
    refreshAll: null,
  },
  todos: {
    get: todoChecklistEndpoint,
    add: addTodoChecklistItemEndpoint,
    apply: applyTodoChecklistTemplateEndpoint,
    key: todoKeys.checklist,
    refreshAll: todoKeys.all as QueryKey,
  },
} as const;

export type ChecklistOwner = keyof typeof owners;

/** GET /projects/:id/checklist or /todos/:id/checklist. */
export function getChecklist(owner: ChecklistOwner, id: number) {
  return callEndpoint(owners[owner].get, { params: { id }, loading: false });
}

/** The checklist of a project or a to-do. */
export function useChecklist(owner: ChecklistOwner, id: number) {
  return useQuery({ queryKey: owners[owner].key(id), queryFn: () => getChecklist(owner, id) });
}

/** Add, tick (optimistically; who/when recorded by the server), append a template and delete items. */
export function useChecklistActions(owner: ChecklistOwner, id: number) {
  const queryClient = useQueryClient();
  const { add, apply, key: keyOf, refreshAll } = owners[owner];
  const key = keyOf(id);
  const store = (checklist: Checklist) => {
    queryClient.setQueryData(key, checklist);
    if (refreshAll) return queryClient.invalidateQueries({ queryKey: refreshAll });
  };
  return {
    add: useMutation({
      mutationFn: (text: string) => callEndpoint(add, { params: { id }, body: { text }, loading: false }),
      onSuccess: store,
    }),
    toggle: useMutation({
      mutationFn: ({ itemId, checked }: { itemId: number; checked: boolean }) =>
        callEndpoint(toggleChecklistItemEndpoint, {
          params: { id: itemId },
          body: { checked },
          loading: false,
        }),
      onMutate: async ({ itemId, checked }) => {
        await queryClient.cancelQueries({ queryKey: key });
        const before = queryClient.getQueryData<Checklist>(key);
        queryClient.setQueryData(key, withItemTicked(before, itemId, checked));
        return { before };
      },
      onError: (_error, _input, context) => queryClient.setQueryData(key, context?.before),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: refreshAll ?? key }),
    }),
    apply: useMutation({
      mutationFn: (templateId: number) =>
        callEndpoint(apply, { params: { id }, body: { template_id: templateId }, loading: false }),
      onSuccess: store,
    }),
    remove: useMutation({
      mutationFn: (itemId: number) =>
        callEndpoint(deleteChecklistItemEndpoint, { params: { id: itemId }, loading: false }),
      onSuccess: store,
    }),
  };
}

import { create } from 'zustand';

/** What a quick-created record is prefilled with, taken from the page the user is on. */
export interface QuickCreatePrefill {
  project_id: number | null;
  client_id: number | null;
}

const none: QuickCreatePrefill = { project_id: null, client_id: null };

const patterns: readonly [RegExp, keyof QuickCreatePrefill][] = [
  [/^\/projects\/detail\/(\d+)(?:\/[^/]*)?\/?$/, 'project_id'],
  [/^\/projects\/edit\/(\d+)\/?$/, 'project_id'],
  [/^\/crm\/detail\/(\d+)(?:\/[^/]*)?\/?$/, 'client_id'],
  [/^\/crm\/(\d+)\/edit\/?$/, 'client_id'],
];
const todoPage = /^\/todos\/(\d+)\/(?:detail|edit)\/?$/;

const idOf = (match: RegExpExecArray | null) => {
  const id = match ? Number(match[1]) : 0;
  return id > 0 && Number.isSafeInteger(id) ? id : null;
};

/**
 * The prefill for the page at `pathname`: a project page (/projects/detail/{id}) gives the project, a
 * client page (/crm/detail/{id}) the client, a to-do page (/todos/{id}/detail) the to-do's project and
 * client — asked of `todoOf`, which knows the to-do the page has loaded; anywhere else nothing.
 */
export function prefillFromPath(
  pathname: string,
  todoOf: (id: number) => QuickCreatePrefill | undefined = () => undefined,
): QuickCreatePrefill {
  for (const [pattern, field] of patterns) {
    const id = idOf(pattern.exec(pathname));
    if (id !== null) return { ...none, [field]: id };
  }
  const todoId = idOf(todoPage.exec(pathname));
  const todo = todoId === null ? undefined : todoOf(todoId);
  return todo ? { project_id: todo.project_id, client_id: todo.client_id } : none;
}

export type QuickCreateKind = 'todo' | 'project';

interface QuickCreateState {
  open: QuickCreateKind | null;
  prefill: QuickCreatePrefill;
  start: (kind: QuickCreateKind, prefill: QuickCreatePrefill) => void;
  close: () => void;
}

/** Which "+" dialog is open (the navbar opens it, GlobalDialogs renders it). */
export const useQuickCreate = create<QuickCreateState>()((set) => ({
  open: null,
  prefill: none,
  start: (open, prefill) => set({ open, prefill }),
  close: () => set({ open: null }),
}));

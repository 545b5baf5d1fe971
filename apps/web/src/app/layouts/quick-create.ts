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

/**
 * The prefill for the page at `pathname`: a project page (/projects/detail/{id}) gives the project, a
 * client page (/crm/detail/{id}) the client; anywhere else nothing.
 */
export function prefillFromPath(pathname: string): QuickCreatePrefill {
  for (const [pattern, field] of patterns) {
    const match = pattern.exec(pathname);
    const id = match ? Number(match[1]) : 0;
    if (id > 0 && Number.isSafeInteger(id)) return { ...none, [field]: id };
  }
  return none;
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

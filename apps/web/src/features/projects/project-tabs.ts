import type { PermissionName, ProjectView } from '@officina/contracts';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { chunkGuard } from '../../lib/chunk-reload.ts';

export interface ProjectTabProps {
  project: ProjectView;
}

/**
 * A tab of the project page (`/projects/detail/:id/:tab`). The project's own tabs are here; the route
 * composes them with the to-do and time tabs of their features (a feature never imports another).
 */
export interface ProjectTabDefinition {
  /** URL segment, lower-case Italian without accents (`attivita`). */
  key: string;
  label: string;
  permission?: PermissionName;
  /** Smaller first: Panoramica 0, Attività 1000. */
  order: number;
  component: LazyExoticComponent<ComponentType<ProjectTabProps>>;
}

/** A tab body as a lazy chunk, loaded through the chunk guard. */
export function lazyProjectTab(importer: () => Promise<ComponentType<ProjectTabProps>>) {
  return lazy(async () => ({ default: await chunkGuard.load(importer) }));
}

/** Panoramica, Checklist, Attività. */
export const projectOwnTabs: readonly ProjectTabDefinition[] = [
  {
    key: 'panoramica',
    label: 'Panoramica',
    order: 0,
    component: lazyProjectTab(
      async () => (await import('./components/project-overview-tab.tsx')).ProjectOverviewTab,
    ),
  },
  {
    key: 'checklist',
    label: 'Checklist',
    order: 30,
    component: lazyProjectTab(
      async () => (await import('./components/project-checklist-tab.tsx')).ProjectChecklistTab,
    ),
  },
  {
    key: 'attivita',
    label: 'Attività',
    order: 1000,
    component: lazyProjectTab(
      async () => (await import('./components/project-activity-tab.tsx')).ProjectActivityTab,
    ),
  },
];

/** Every module's tabs in order; a key used twice is a programming error. */
export function composeProjectTabs(
  ...groups: readonly (readonly ProjectTabDefinition[])[]
): readonly ProjectTabDefinition[] {
  const tabs = groups.flat();
  const seen = new Set<string>();
  for (const tab of tabs) {
    if (seen.has(tab.key)) throw new Error(`Scheda progetto duplicata: ${tab.key}`);
    seen.add(tab.key);
  }
  return [...tabs].sort((a, b) => a.order - b.order);
}

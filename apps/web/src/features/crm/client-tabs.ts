import type { ClientView, PermissionName } from '@officina/contracts';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { chunkGuard } from '../../lib/chunk-reload.ts';

export interface ClientTabProps {
  client: ClientView;
}

/**
 * A tab of the client detail page (`/crm/detail/:id/:tab`). Later modules (opportunità, contratti,
 * progetti, …) export their own definitions from their feature, and the detail route composes them
 * with `composeClientTabs`: the client page itself never changes to gain a tab.
 */
export interface ClientTabDefinition {
  /** URL segment, lower-case Italian without accents (`attivita`). */
  key: string;
  label: string;
  /** Shown only to users holding it. */
  permission?: PermissionName;
  /** Position among the tabs, smaller first (Panoramica 0, Attività 1000: always last). */
  order: number;
  component: LazyExoticComponent<ComponentType<ClientTabProps>>;
}

/** A tab body as a lazy chunk, loaded through the chunk guard (reload once on a failed deploy). */
export function lazyTab(importer: () => Promise<ComponentType<ClientTabProps>>) {
  return lazy(async () => ({ default: await chunkGuard.load(importer) }));
}

/** The CRM's own tabs: Panoramica, Persone, Attività. */
export const crmClientTabs: readonly ClientTabDefinition[] = [
  {
    key: 'panoramica',
    label: 'Panoramica',
    order: 0,
    component: lazyTab(async () => (await import('./components/client-overview-tab.tsx')).ClientOverviewTab),
  },
  {
    key: 'persone',
    label: 'Persone',
    permission: 'view_persons',
    order: 10,
    component: lazyTab(async () => (await import('./components/client-persons-tab.tsx')).ClientPersonsTab),
  },
  {
    key: 'attivita',
    label: 'Attività',
    order: 1000,
    component: lazyTab(async () => (await import('./components/client-activity-tab.tsx')).ClientActivityTab),
  },
];

/** Every module's tabs in one ordered list; a key used twice is a programming error. */
export function composeClientTabs(
  ...groups: readonly (readonly ClientTabDefinition[])[]
): readonly ClientTabDefinition[] {
  const tabs = groups.flat();
  const seen = new Set<string>();
  for (const tab of tabs) {
    if (seen.has(tab.key)) throw new Error(`Scheda cliente duplicata: ${tab.key}`);
    seen.add(tab.key);
  }
  return [...tabs].sort((a, b) => a.order - b.order);
}

/** The tabs this user may open. */
export function visibleClientTabs(
  tabs: readonly ClientTabDefinition[],
  can: (permission: PermissionName) => boolean,
): readonly ClientTabDefinition[] {
  return tabs.filter((tab) => !tab.permission || can(tab.permission));
}

/**
 * The tab to show for the URL's `:tab`: the first tab when there is none; null when the key names
 * no visible tab (the page then goes to the first one, replacing the URL).
 */
export function resolveClientTab(
  tabs: readonly ClientTabDefinition[],
  key: string | undefined,
): ClientTabDefinition | null {
  if (!key) return tabs[0] ?? null;
  return tabs.find((tab) => tab.key === key.toLowerCase()) ?? null;
}

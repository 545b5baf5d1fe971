import {
  DASHBOARD_WIDGETS,
  type DashboardLayout,
  type DashboardWidgetKey,
  dashboardWidgetKeySchema,
} from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/values.ts';
import { findDashboardLayout, saveDashboardLayoutRow } from './dashboard.repository.ts';

type Item = DashboardLayout['widgets'][number];

/**
 * A stored or sent layout merged with the widgets the server knows: unknown keys and repeats
 * dropped, the known ones missing appended (shown) in DASHBOARD_WIDGETS order.
 */
export function mergeLayout(items: readonly unknown[]): DashboardLayout {
  const seen = new Set<DashboardWidgetKey>();
  const widgets: Item[] = [];
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    const key = dashboardWidgetKeySchema.safeParse((item as { key?: unknown }).key);
    if (!key.success || seen.has(key.data)) continue;
    seen.add(key.data);
    widgets.push({ key: key.data, hidden: (item as { hidden?: unknown }).hidden === true });
  }
  for (const key of DASHBOARD_WIDGETS) if (!seen.has(key)) widgets.push({ key, hidden: false });
  return { widgets };
}

function parseStored(text: string): unknown[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** GET /dashboard/layout: the user's saved layout merged (the default order when none is saved). */
export async function getDashboardLayout(db: Db, userId: number): Promise<DashboardLayout> {
  const row = await findDashboardLayout(db, userId);
  return mergeLayout(row ? parseStored(row.widgets) : []);
}

/** PUT /dashboard/layout: stores the user's layout (validated by the route) and answers it merged. */
export async function saveDashboardLayout(
  db: Db,
  userId: number,
  input: DashboardLayout,
): Promise<DashboardLayout> {
  const layout = mergeLayout(input.widgets);
  await saveDashboardLayoutRow(db, userId, JSON.stringify(layout.widgets), nowIso());
  return layout;
}

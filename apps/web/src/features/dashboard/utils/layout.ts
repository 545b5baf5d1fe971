import { DASHBOARD_WIDGETS, type DashboardLayout, type DashboardWidgetKey } from '@officina/contracts';

export type LayoutItem = DashboardLayout['widgets'][number];

/** Every widget in the default order, shown ("Ripristina predefiniti"). */
export const defaultLayout = (): LayoutItem[] => DASHBOARD_WIDGETS.map((key) => ({ key, hidden: false }));

/**
 * The layout to draw: the saved order, unknown keys dropped, each widget once, and any widget the
 * saved layout does not name appended shown (as the server does).
 */
export function normalizeLayout(widgets: readonly LayoutItem[] | undefined): LayoutItem[] {
  const known = new Set<string>(DASHBOARD_WIDGETS);
  const seen = new Set<DashboardWidgetKey>();
  const items: LayoutItem[] = [];
  for (const item of widgets ?? []) {
    if (!known.has(item.key) || seen.has(item.key)) continue;
    seen.add(item.key);
    items.push({ key: item.key, hidden: item.hidden });
  }
  for (const key of DASHBOARD_WIDGETS) if (!seen.has(key)) items.push({ key, hidden: false });
  return items;
}

/**
 * The widget `key` moved by `delta` (−1 up, +1 down); unchanged at either end. By key, not by the
 * index drawn: a second press before the first one is drawn moves the widget on from where it is.
 */
export function moveItem(items: readonly LayoutItem[], key: DashboardWidgetKey, delta: -1 | 1): LayoutItem[] {
  const index = items.findIndex((item) => item.key === key);
  const target = index + delta;
  if (index < 0 || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(index, 1);
  if (moved) next.splice(target, 0, moved);
  return next;
}

export function toggleHidden(items: readonly LayoutItem[], key: DashboardWidgetKey): LayoutItem[] {
  return items.map((item) => (item.key === key ? { ...item, hidden: !item.hidden } : item));
}

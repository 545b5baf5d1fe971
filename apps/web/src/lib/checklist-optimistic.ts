import type { Checklist } from '@officina/contracts';
import { useSessionStore } from './session/session-store.ts';

/**
 * A checklist with one item ticked or unticked at once, as the server will record it (me, now), so
 * the checkbox follows the click; the server's answer then replaces it.
 */
export function withItemTicked(
  checklist: Checklist | undefined,
  itemId: number,
  checked: boolean,
): Checklist | undefined {
  if (!checklist) return checklist;
  const user = useSessionStore.getState().user;
  const items = checklist.items.map((item) =>
    item.id !== itemId
      ? item
      : {
          ...item,
          checked_at: checked ? new Date().toISOString() : null,
          checked_by: checked ? (user?.id ?? null) : null,
          checked_by_name: checked && user ? `${user.name} ${user.surname}` : null,
        },
  );
  return {
    items,
    progress: { total: items.length, done: items.filter((item) => item.checked_at !== null).length },
  };
}

/** The badge's text: the count, "99+" above 99, nothing at 0. */
export function formatUnreadCount(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 99 ? '99+' : String(Math.floor(count));
}

/** The bell's accessible name: "Notifiche, 3 non lette", "Notifiche, 1 non letta", "Notifiche". */
export function bellLabel(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return 'Notifiche';
  return `Notifiche, ${formatUnreadCount(count)} ${count === 1 ? 'non letta' : 'non lette'}`;
}

/** The notification's link when it is a path of this app (`/todos/12/detail`), null otherwise. */
export function appLink(link: string | null): string | null {
  return link && /^\/(?![/\\])/.test(link) ? link : null;
}

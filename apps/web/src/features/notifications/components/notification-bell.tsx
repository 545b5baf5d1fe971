/** SCAFFOLD: the navbar's bell with the unread count and its panel (the centre helper builds it). */
export function NotificationBell() {
  return null;
}

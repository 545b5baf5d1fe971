/** SCAFFOLD: /notifications, the notification centre's full page (the centre helper builds it). */
export function NotificationsPage() {
  return null;
}

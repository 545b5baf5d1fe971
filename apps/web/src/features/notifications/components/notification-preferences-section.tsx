/** SCAFFOLD: Profile's preferences per trigger (in-app, push, e-mail) and the daily digest. */
export function NotificationPreferencesSection() {
  return null;
}

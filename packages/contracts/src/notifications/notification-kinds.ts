/**
 * What raises a notification, each with its Italian name (Profile's preferences) and its default
 * channels. A user's preference row overrides the default of its kind.
 */
export const NOTIFICATION_KINDS = [
  'todo_assigned',
  'todo_due',
  'todo_overdue',
  'opportunity_state',
  'contract_expiring',
  'schedule_reminder',
  'mention',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  todo_assigned: 'To-do assegnato a te',
  todo_due: 'To-do in scadenza oggi',
  todo_overdue: 'To-do scaduto',
  opportunity_state: 'Cambio di stato di una tua opportunità',
  contract_expiring: 'Contratto in scadenza (30 e 7 giorni, data di disdetta)',
  schedule_reminder: 'Promemoria di un appuntamento',
  mention: 'Menzione (@nome) in una documentazione o in un to-do',
};

export interface NotificationChannels {
  in_app: boolean;
  push: boolean;
  email: boolean;
}

/** In the app and by push for every kind; e-mail only where the user opts in. */
export const NOTIFICATION_DEFAULT_CHANNELS: NotificationChannels = { in_app: true, push: true, email: false };

/** Days a notification is kept. */
export const NOTIFICATION_RETENTION_DAYS = 90;

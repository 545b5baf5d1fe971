/** The notification centre's Italian texts, shared by the bell's panel and the page. */
export const notificationTexts = {
  markAllRead: 'Segna tutte come lette',
  markRead: 'Segna come letta',
  markUnread: 'Segna come non letta',
  delete: 'Elimina',
  seeAll: 'Vedi tutte',
  loading: 'Caricamento delle notifiche',
  loadError: 'Impossibile caricare le notifiche.',
  retry: 'Riprova',
  empty: 'Nessuna notifica: qui arrivano to-do assegnati, scadenze e promemoria',
  emptyUnread: 'Nessuna notifica da leggere',
  allRead: 'Tutte le notifiche sono lette',
  deleted: 'Notifica eliminata',
} as const;

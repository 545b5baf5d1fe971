/**
 * The push client's own Italian messages (support, permission, requests). The validation messages
 * (interests, user id) are contracts' `pushMessages`, shared with the server.
 */
export const pushClientMessages = {
  insecure:
    'Le notifiche push richiedono una connessione sicura (HTTPS): apri Officina dal suo indirizzo https',
  noServiceWorker: 'Questo browser non supporta i service worker: le notifiche push non sono disponibili',
  noPush: 'Questo browser non supporta le notifiche push',
  notStarted: 'Le notifiche push non sono attive su questo browser: attivale prima',
  denied:
    'Le notifiche sono bloccate per questo sito: consentile nelle impostazioni del browser (l’icona a sinistra dell’indirizzo) e riprova',
  notGranted: 'Permesso per le notifiche non concesso: riprova e scegli «Consenti»',
  subscribeFailed: 'Il browser non ha attivato le notifiche push',
  network: 'Notifiche push: server non raggiungibile, riprova',
  badAnswer: 'Notifiche push: risposta del server non valida',
  requestFailed: (status: number) => `Notifiche push: richiesta non riuscita (errore ${status})`,
} as const;

/** A push failure with a message to show as it is; `status` is the HTTP status (0: none). */
export class PushError extends Error {
  readonly status: number;

  constructor(message: string, status = 0) {
    super(message);
    this.name = 'PushError';
    this.status = status;
  }
}

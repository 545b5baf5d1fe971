import { isApiError } from '../../../lib/api/api-error.ts';

/** What a failed reveal says to the user, in Italian. */
export function revealErrorMessage(error: unknown): string {
  if (!isApiError(error)) return 'Non è stato possibile leggere la password. Riprova.';
  switch (error.status) {
    case 403:
      return 'Non hai il permesso di vedere le password.';
    case 404:
      return 'La credenziale non esiste più o non è tra quelle che puoi vedere.';
    case 429:
      return 'Troppe richieste di password in poco tempo: attendi qualche minuto e riprova.';
    case 0:
      return 'Connessione non riuscita: controlla la rete e riprova.';
    default:
      return 'Non è stato possibile leggere la password. Riprova.';
  }
}

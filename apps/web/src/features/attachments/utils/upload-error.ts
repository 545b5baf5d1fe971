/**
 * The Italian message shown under a file whose upload failed, from the server's answer: its own
 * message when it gives one (413 "troppo grande", 422 "tipo di file non ammesso: …"), else a
 * message per status. Pure, so it is unit-tested.
 */
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { errors, message, alert } = body as {
    errors?: Record<string, unknown>;
    message?: unknown;
    alert?: { message?: unknown };
  };
  if (errors && typeof errors === 'object') {
    const ordered = ['file', ...Object.keys(errors).filter((key) => key !== 'file')];
    for (const key of ordered) {
      const field = errors[key];
      const first = Array.isArray(field) ? text(field[0]) : text(field);
      if (first) return first;
    }
  }
  return text(message) ?? text(alert?.message);
}

/** `limitBytes`: the server's limit when known ("Il file è troppo grande (massimo 25 MB)."). */
export function uploadErrorMessage(status: number, body: unknown, limitText?: string): string {
  const own = serverMessage(body);
  switch (status) {
    case 0:
      return 'Caricamento interrotto: la connessione si è chiusa (il file potrebbe superare il limite consentito). Riprova.';
    case 401:
      return 'La sessione è scaduta: accedi di nuovo e riprova.';
    case 403:
      return own ?? 'Non hai il permesso di caricare allegati qui.';
    case 404:
      return own ?? 'Il record a cui allegare il file non esiste più.';
    case 413:
      return own ?? `Il file è troppo grande${limitText ? ` (massimo ${limitText})` : ''}.`;
    case 415:
    case 422:
      return own ?? 'Il file non è stato accettato.';
    case 429:
      return own ?? 'Troppi caricamenti in poco tempo: attendi qualche secondo e riprova.';
    default:
      return status >= 500
        ? 'Errore del server durante il caricamento. Riprova più tardi.'
        : (own ?? 'Caricamento non riuscito.');
  }
}

/** The JSON of an error answer, or `{ message }` for a plain-text one; null when empty. */
export function parseErrorBody(raw: string): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return raw.length < 300 && !raw.trimStart().startsWith('<') ? { message: raw } : null;
  }
}

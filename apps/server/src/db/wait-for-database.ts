import { type Kysely, sql } from 'kysely';
import type { Log } from '../log.ts';
import { databaseErrorKind } from './errors.ts';

/** DATABASE_URL as it may be printed: the password hidden. */
export function printableUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}

export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

const reasonOf = (error: unknown) =>
  error instanceof AggregateError
    ? error.errors.map((e: Error) => e.message).join('; ')
    : error instanceof Error
      ? error.message
      : String(error);

/**
 * Waits until PostgreSQL answers `select 1`, so that a server started with (or just before) its
 * database does not die on the first refused connection: retries with a doubling pause (0.5 s up
 * to 8 s) while the error says the server is unreachable or starting, for at most `timeoutSeconds`.
 * Then — or at once for anything else (wrong password, unknown database) — throws one line naming
 * DATABASE_URL, which the server prints without a stack trace.
 */
export async function waitForDatabase(
  db: Kysely<unknown>,
  url: string,
  timeoutSeconds: number,
  log: Log,
): Promise<void> {
  const deadline = Date.now() + timeoutSeconds * 1000;
  const where = `DATABASE_URL=${printableUrl(url)}`;
  for (let pause = 500; ; pause = Math.min(pause * 2, 8000)) {
    try {
      await sql`select 1`.execute(db);
      return;
    } catch (error) {
      const reason = reasonOf(error);
      if (databaseErrorKind(error) !== 'unavailable') {
        throw new DatabaseUnreachableError(`PostgreSQL ha rifiutato la connessione (${where}): ${reason}`);
      }
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new DatabaseUnreachableError(
          `PostgreSQL non raggiungibile dopo ${timeoutSeconds} s (${where}): ${reason}. ` +
            'Controlla DATABASE_URL e che PostgreSQL sia avviato.',
        );
      }
      const wait = Math.min(pause, left);
      log.warn(
        {},
        `PostgreSQL non raggiungibile (${where}): ${reason}; nuovo tentativo tra ${wait / 1000} s`,
      );
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

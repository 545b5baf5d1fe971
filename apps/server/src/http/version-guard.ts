import type { FastifyRequest } from 'fastify';
import { validationError } from './api-error.ts';

const INSTANT = /^(\d{4})-(\d{2})-(\d{2})[T ]\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:?\d{2})?$/;
const NOT_AN_INSTANT = 'Data di modifica non valida: ricarica il record e riprova.';

/** An ISO-8601 instant whose date exists (`2026-02-30` does not). */
export function isInstant(value: string): boolean {
  const m = INSTANT.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && !Number.isNaN(Date.parse(value));
}

/**
 * The `updated_at` a save sends back (the stale-record check compares it in SQL) must be an instant:
 * PostgreSQL refused `abc` or `2026-02-30` as a timestamp and the save answered 500; now 422 on the
 * field. A preHandler after the route's own, so a caller without the permission still gets 403.
 */
export async function versionGuard(request: FastifyRequest): Promise<void> {
  const version = (request.body as { updated_at?: unknown } | null | undefined)?.updated_at;
  if (typeof version === 'string' && !isInstant(version)) {
    throw validationError({ updated_at: [NOT_AN_INSTANT] });
  }
}

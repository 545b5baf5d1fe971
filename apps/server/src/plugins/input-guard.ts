import type { FastifyInstance } from 'fastify';
import { validationError } from '../http/api-error.ts';

const NUL = '\u0000';
const NUL_MESSAGE = 'Contiene un carattere non valido (carattere nullo): rimuovilo e riprova.';

/**
 * Adds the path (the error key, as the validation errors name fields: `a.b.0`) of each string holding
 * NUL. An explicit stack, not recursion: however deep a value nests, walking it cannot overflow.
 */
function collectNul(root: unknown, found: Set<string>): void {
  const stack: [unknown, string][] = [[root, '']];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (value.includes(NUL)) found.add(path);
    } else if (value !== null && typeof value === 'object') {
      // Arrays too: their entries are keyed "0", "1"…, as validation errors name them. Pushed last
      // to first, so fields are visited (and reported) in their order.
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i] as [string, unknown];
        stack.push([item, path ? `${path}.${key}` : key]);
      }
      for (const [key] of entries) if (key.includes(NUL)) found.add(path || key.replaceAll(NUL, ''));
    }
  }
}

/**
 * Text holding U+0000 is refused with a 422 on the field, before validation. PostgreSQL cannot
 * store or even compare it ("invalid byte sequence for encoding UTF8: 0x00"), which answered 500
 * on PostgreSQL for a search like `?q=%00` and for the same character in a form field; SQLite
 * would have stored it. No real text needs it, so both engines refuse it alike.
 */
export function registerInputGuard(scope: FastifyInstance): void {
  scope.addHook('preValidation', async (request) => {
    const found = new Set<string>();
    collectNul(request.query, found);
    collectNul(request.params, found);
    collectNul(request.body, found);
    if (found.size > 0) {
      throw validationError(Object.fromEntries([...found].map((field) => [field || 'body', [NUL_MESSAGE]])));
    }
  });
}

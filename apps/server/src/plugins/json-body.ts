import type { FastifyInstance } from 'fastify';
import { alertError } from '../http/api-error.ts';

/** Deepest nesting of objects and lists a JSON body may have (documented in docs/modules/core.md). */
export const MAX_JSON_DEPTH = 32;
const DEPTH_MESSAGE = `La richiesta è annidata troppo in profondità: al massimo ${MAX_JSON_DEPTH} livelli di oggetti e liste.`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether JSON text nests objects and lists deeper than `limit`: one pass with a counter, brackets
 * inside strings skipped. Malformed text may miscount; JSON.parse refuses it right after.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (OPEN.has(c)) {
      if (++depth > limit) return true;
    } else if (CLOSE.has(c)) depth--;
  }
  return false;
}

/**
 * Fastify's JSON parser (prototype-poisoning checks included) behind a depth check of the text:
 * a body of 10,000 nested `[` parsed fine but then overflowed the stack of whatever walked it
 * (the input guard, validation, serializers) and answered 500 on every body route, login included.
 * No form of the API nests more than a few levels, so deeper bodies answer 400 before parsing.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepthExceeds(body as string, MAX_JSON_DEPTH)) {
      done(alertError(400, DEPTH_MESSAGE), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}

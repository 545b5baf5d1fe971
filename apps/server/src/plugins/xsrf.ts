import { randomBytes, timingSafeEqual } from 'node:crypto';
import { errorMessages } from '@officina/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { alertError } from '../http/api-error.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Forgery needs a credential the browser adds by itself (a cookie): a public route whose caller
 * proves itself otherwise (the push device API: the device id in the path, or a bearer token)
 * gains nothing from the check, and the push provider's SDK can't send the header. Both flags are
 * required, so a route needing a session can never opt out.
 */
function isExempt(request: FastifyRequest): boolean {
  const config = request.routeOptions.config;
  return config?.public === true && config.xsrfExempt === true;
}

/**
 * Double-submit anti-forgery (docs/SECURITY.md): every response sets a readable XSRF-TOKEN cookie when the
 * request has none; every state-changing /api request must echo it in X-XSRF-TOKEN, which another
 * site cannot do because it cannot read our cookie. Missing or different → 419.
 */
export function registerXsrf(app: FastifyInstance, options: { secure: boolean }): void {
  // A callback hook, not an async one: it runs on every request and never waits.
  app.addHook('onRequest', (request, reply, done) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
        secure: options.secure,
      });
    }
    if (STATE_CHANGING.has(request.method) && request.url.startsWith('/api/') && !isExempt(request)) {
      const header = request.headers[XSRF_HEADER];
      if (!cookie || typeof header !== 'string' || !same(header, cookie)) {
        done(alertError(419, errorMessages.xsrf));
        return;
      }
    }
    done();
  });
}

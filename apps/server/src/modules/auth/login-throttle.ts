import { errorMessages } from '@officina/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/config.ts';
import { alertError } from '../../http/api-error.ts';

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/**
 * Brute-force limits on sign-in, counting FAILED attempts only: per e-mail (guessing one account's
 * password from many addresses) and per IP (trying many accounts). Uses @fastify/rate-limit's
 * manual limiter so successful sign-ins never count. Answers 429 with an Italian alert.
 */
export function createLoginThrottle(app: FastifyInstance, limits: AppConfig['limits']) {
  const timeWindow = limits.loginWindowMs;
  const byIp = app.createRateLimit({
    max: limits.loginFailuresPerIp,
    timeWindow,
    keyGenerator: (request) => `login-ip:${request.ip}`,
  });
  const byEmail = app.createRateLimit({
    max: limits.loginFailuresPerEmail,
    timeWindow,
    keyGenerator: (request) => `login-email:${emailOf(request)}`,
  });
  const spent = (r: Awaited<ReturnType<typeof byIp>>) => !r.isAllowed && (r.isExceeded || r.remaining === 0);

  return {
    /** Refuses the attempt when either budget is spent, without consuming it. */
    async check(request: FastifyRequest): Promise<void> {
      const [ip, email] = await Promise.all([
        byIp(request, { increment: false }),
        byEmail(request, { increment: false }),
      ]);
      if (spent(ip) || (emailOf(request) && spent(email))) throw alertError(429, errorMessages.rateLimited);
    },
    async recordFailure(request: FastifyRequest): Promise<void> {
      await Promise.all([byIp(request), emailOf(request) ? byEmail(request) : undefined]);
    },
  };
}

/** A plain per-IP limit (every request counts), for the password-forgotten mail. */
export function createIpLimit(app: FastifyInstance, name: string, max: number, timeWindow: number) {
  const limit = app.createRateLimit({ max, timeWindow, keyGenerator: (request) => `${name}:${request.ip}` });
  return async (request: FastifyRequest): Promise<void> => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) throw alertError(429, errorMessages.rateLimited);
  };
}

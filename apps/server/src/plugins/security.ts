import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * The CSP the built MUI app passes: scripts only from us; inline styles allowed because emotion
 * injects <style> tags at runtime; images and fonts also from data:/blob: URLs. The API reference
 * at /api/docs gets a looser policy of its own (openapi.ts).
 */
export const appCspDirectives = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

/** Security headers on every response, and the rate-limit store (limits are set per route). */
export async function registerSecurity(app: FastifyInstance, options: { https: boolean }): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      // On plain http (localhost, a LAN address) upgrading would break every asset.
      directives: { ...appCspDirectives, ...(options.https ? { upgradeInsecureRequests: [] } : {}) },
    },
    strictTransportSecurity: options.https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  // In memory per process; a shared store (Redis) is the scale-out step, see NOTES.md.
  await app.register(rateLimit, { global: false });
}

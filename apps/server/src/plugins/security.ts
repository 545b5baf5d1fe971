import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { DOCS_PREFIX } from './openapi.ts';

/**
 * The CSP the built MUI app passes: scripts only from us (and index.html's inline boot-shell scripts,
 * each allowed by its hash: registerSecurity's scriptHashes); inline styles allowed because emotion
 * injects <style> tags at runtime; images and fonts also from data:/blob: URLs.
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
  // Attachment previews: the web fetches a PDF with the token and shows it in an iframe from a blob: URL.
  frameSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

/** The API reference page runs an inline bootstrap script and loads web fonts: its own, looser CSP. */
const docsCspDirectives = {
  ...appCspDirectives,
  scriptSrc: ["'self'", "'unsafe-inline'"],
  styleSrc: ["'self'", "'unsafe-inline'", 'https:'],
  fontSrc: ["'self'", 'data:', 'https:'],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
};

/**
 * The headers of the API's answers (everything under /api/ but its reference page). No answer of the
 * API is a page: JSON, files sent as attachments, images for <img>, a calendar feed. So no page
 * policy either — the app's CSP lists its script hashes and the sources the MUI app needs (~400
 * bytes on every answer) — but the policy OWASP's REST Security Cheat Sheet gives APIs: nothing may
 * load, nothing may frame it. What only documents read (COOP, Origin-Agent-Cluster, DNS prefetch,
 * IE's X-Download-Options and XSS auditor, Adobe's cross-domain policies) is left out; nosniff, the
 * referrer policy, CORP and HSTS stay, as helmet sets them for the pages. An answer that sets its
 * own CSP (previews' `sandbox`) replaces this one. A list page's headers: 846 → 399 bytes (for 912
 * bytes of JSON).
 */
function apiHeadersOf(pageHeaders: Record<string, string>): Record<string, string> {
  // Taken from the pages' set, so that HSTS and the others are configured in one place.
  const kept = [
    'cross-origin-resource-policy',
    'referrer-policy',
    'x-content-type-options',
    'strict-transport-security',
  ];
  return {
    ...Object.fromEntries(
      kept.filter((name) => name in pageHeaders).map((name) => [name, pageHeaders[name]]),
    ),
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
  };
}

function helmetOptions(directives: Record<string, string[]>, https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      // On plain http (localhost, a LAN address) upgrading would break every asset.
      directives: { ...directives, ...(https ? { upgradeInsecureRequests: [] } : {}) },
    },
    // One year, ASVS 5.0 3.4.1's minimum (helmet's default, 180 days, is below it).
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  };
}

/** Runs helmet once against a recording response and returns the headers it would set. */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
    getHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Security headers on every response — helmet's for the pages, the API's own (apiHeadersOf) under
 * /api/ — and the rate-limit store (limits are set per route). The headers depend only on
 * configuration, so they are computed once here; @fastify/helmet rebuilt them on every request, a
 * measured 7% of the CPU of a small API call.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: {
    https: boolean;
    rateLimitStore?: FastifyRateLimitStoreCtor | undefined;
    /** `'sha256-…'` sources of index.html's inline scripts (plugins/web.ts inlineScriptHashes). */
    scriptHashes?: string[] | undefined;
  },
): Promise<void> {
  const scriptSrc = [...appCspDirectives.scriptSrc, ...(options.scriptHashes ?? [])];
  const appHeaders = headersOf(helmetOptions({ ...appCspDirectives, scriptSrc }, options.https));
  const docsHeaders = headersOf(helmetOptions(docsCspDirectives, options.https));
  const apiHeaders = apiHeadersOf(appHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    const { url } = request;
    reply.headers(
      !url.startsWith('/api/') ? appHeaders : url.startsWith(DOCS_PREFIX) ? docsHeaders : apiHeaders,
    );
    done();
  });
  // With REDIS_URL the counters are shared by the instances (redis/rate-limit-store.ts); in this
  // process's memory otherwise.
  await app.register(rateLimit, {
    global: false,
    ...(options.rateLimitStore ? { store: options.rateLimitStore } : {}),
  });
}

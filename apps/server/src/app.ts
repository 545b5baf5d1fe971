import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { z } from 'zod';
import { apiRoutes } from './api.ts';
import type { AppConfig } from './config/config.ts';
import { type AppContext, createContext } from './context.ts';
import { responseSerializerCompiler } from './http/response-serializer.ts';
import { startBackgroundJobs } from './jobs/background.ts';
import { registerCompression } from './plugins/compression.ts';
import { frameworkErrors, registerErrorHandler } from './plugins/errors.ts';
import { registerJsonBody } from './plugins/json-body.ts';
import { loggerOptions, RequestLogController } from './plugins/logging.ts';
import { registerNoStore } from './plugins/no-store.ts';
import { registerApiReference, registerOpenApi } from './plugins/openapi.ts';
import { registerSecurity } from './plugins/security.ts';
import { inlineScriptHashes, registerWeb } from './plugins/web.ts';
import { registerXsrf } from './plugins/xsrf.ts';
import { sharedRateLimitStore } from './redis/rate-limit-store.ts';

// Validation messages zod generates itself (wrong type, too long…) in Italian, like ours; a missing
// field reads as "required" rather than as a type error.
z.config(z.locales.it());
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' && issue.input === undefined ? 'Campo obbligatorio.' : undefined,
});

export interface BuildOptions {
  /** Where logs go (tests capture them); stdout otherwise. */
  logStream?: DestinationStream;
  /**
   * Check every response body against its zod schema and the fast serializer's output against
   * zod's (see response-serializer.ts). On under Vitest (the API suites), off otherwise.
   */
  checkResponseContracts?: boolean;
  /**
   * Start the background jobs (jobs/background.ts: reminders, notification triggers, deliveries).
   * The server does; tests and benches build without them and run a job's sweep by hand.
   */
  backgroundJobs?: boolean;
  /** Hands the built context to the caller (tests publish on its bus and call its mailer). */
  onContext?: (ctx: AppContext) => void;
}

/**
 * Builds the whole server: database first (migrated and seeded, or the build fails), then the
 * cross-cutting plugins in a fixed order, then the API modules, then the web app. Tests import it.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    logController: new RequestLogController(),
    bodyLimit: config.limits.bodyLimit,
    trustProxy: config.trustProxy,
    // The longest path segment the router takes (as sent, percent-encoded): a push interest is up
    // to 164 characters, each up to 3 once encoded (`@` is `%40`). Longer ones answer 404.
    routerOptions: { maxParamLength: 500 },
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    responseSerializerCompiler(options.checkResponseContracts ?? process.env.VITEST !== undefined),
  );
  // The API speaks JSON only (modules needing uploads add multipart in their scope): a text/plain
  // body answers 415 instead of reaching validation as a string.
  app.removeContentTypeParser('text/plain');
  registerJsonBody(app);

  const ctx = await createContext(config, app.log);
  options.onContext?.(ctx);
  app.decorate('db', ctx.db);
  app.addHook('onClose', async () => ctx.close());

  const https = config.appUrl.startsWith('https:');
  registerErrorHandler(app);
  await app.register(cookie);
  await registerSecurity(app, {
    https,
    rateLimitStore: ctx.redis ? sharedRateLimitStore(ctx.redis, config.redisPrefix, app.log) : undefined,
    // The boot shell's inline scripts in the built index.html, allowed by their hashes only.
    scriptHashes: inlineScriptHashes(config.webDistDir),
  });
  registerXsrf(app, { secure: https });
  registerNoStore(app);
  registerCompression(app);
  await registerOpenApi(app);
  await app.register(apiRoutes, { prefix: '/api', ctx });
  await registerApiReference(app);
  await registerWeb(app, config.webDistDir);
  if (options.backgroundJobs) startBackgroundJobs(app, ctx);
  return app;
}

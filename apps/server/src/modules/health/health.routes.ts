import { alertErrorBodySchema, healthEndpoint } from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { publicAccess } from '../../http/access.ts';
import { routesOf } from '../../http/routes.ts';
import { createStorageProbe } from '../../storage/storage-probe.ts';
import { pingDatabase } from './health.repository.ts';

/** Each dependency has this long to answer: load balancers poll the route, it must never hang. */
export const HEALTH_CHECK_TIMEOUT_MS = 2_000;

/** The names a 503 uses for what is down, in the order they are listed. */
const LABELS = { database: 'database', redis: 'Redis', storage: 'archivio dei file' } as const;
type Dependency = keyof typeof LABELS;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** «Redis non raggiungibile.», «Non raggiungibili: database, Redis.»; undefined when all answer. */
function downMessage(down: Dependency[]): string | undefined {
  if (down.length === 0) return undefined;
  const names = down.map((name) => LABELS[name]);
  return names.length === 1
    ? `${capitalized(names[0] as string)} non raggiungibile.`
    : `Non raggiungibili: ${names.join(', ')}.`;
}

/** Runs `check` with an abort signal, failing when it takes longer than the timeout. */
async function bounded(check: (signal: AbortSignal) => Promise<unknown>): Promise<void> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`no answer within ${HEALTH_CHECK_TIMEOUT_MS} ms`));
    }, HEALTH_CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For load balancers, public. The database, Redis (with REDIS_URL) and the attachments' store (the
 * local folder writable, or the S3 bucket reachable) are checked in parallel, 2 s each. The database
 * down: 503 with an Italian alert naming everything down — this instance cannot serve. Only Redis or
 * the store down: 200 `degraded`, each `down`, and the same sentence in `message` — the instance
 * still serves (counters per instance, no files), and a balancer that took every instance out for a
 * shared Redis would stop the whole service. The reasons are in the log.
 */
export async function healthRoutes(scope: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { route } = routesOf(app, 'health');
  const storage = await createStorageProbe(ctx.config.storage);
  scope.addHook('onClose', async () => storage.close());
  const { redis } = ctx;
  const checks: [Dependency, (signal: AbortSignal) => Promise<unknown>][] = [
    ['database', () => pingDatabase(ctx.db)],
    ...(redis ? [['redis', () => redis.ping()] as [Dependency, () => Promise<unknown>]] : []),
    ['storage', (signal) => storage.check(signal)],
  ];
  route(healthEndpoint, {
    extra: { 503: alertErrorBodySchema },
    access: publicAccess,
    handler: async (request, reply) => {
      const outcomes = await Promise.allSettled(checks.map(([, check]) => bounded(check)));
      const down = checks.flatMap(([name], i) => {
        const outcome = outcomes[i];
        if (outcome?.status !== 'rejected') return [];
        request.log.error({ err: outcome.reason, dependency: name }, `health check: ${name} unreachable`);
        return [name];
      });
      const message = downMessage(down);
      if (down.includes('database')) {
        return reply.code(503).send({ alert: { message: message as string, type: 'error' } });
      }
      const state = (name: Dependency) => (down.includes(name) ? ('down' as const) : ('ok' as const));
      return {
        status: message ? ('degraded' as const) : ('ok' as const),
        database: 'ok' as const,
        storage: state('storage'),
        ...(redis ? { redis: state('redis') } : {}),
        ...(message ? { message } : {}),
      };
    },
  });
}

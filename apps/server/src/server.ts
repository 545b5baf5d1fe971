import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/config.ts';

/** Process entry: configuration, app, listen; closes gracefully on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // The background jobs (reminders, notification triggers, deliveries) run in the server only.
  const app = await buildApp(config, { backgroundJobs: true });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting; end the live-events streams (their pages reconnect, to another instance behind
    // a load balancer) and stop the background jobs (preClose hooks); finish in-flight requests;
    // flush mails, close Redis and the database. reliability/graceful-shutdown.test.ts. A keep-alive
    // connection whose request finishes after close() began would otherwise stay open until its
    // timeout (72 s), so idle connections are reaped as they appear.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
    reaper.unref();
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Officina in ascolto su ${config.appUrl}`);
}

main().catch((error: unknown) => {
  console.error('Avvio non riuscito (start failed):', error instanceof Error ? error.message : error);
  process.exit(1);
});

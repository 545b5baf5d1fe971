import { loadConfig } from '../config/config.ts';
import { createContext } from '../context.ts';
import { consoleLog } from '../log.ts';
import { seedDemo } from '../seeds/demo/index.ts';
import { demoUsers } from '../seeds/demo/users.ts';
import { runCli } from './run-cli.ts';

/** `npm run seed:demo`: migrates, seeds the defaults, then adds the demo data. Idempotent. */
runCli(async () => {
  const config = loadConfig();
  const password = process.env.DEMO_PASSWORD?.trim() || 'officina-demo';
  const ctx = await createContext(config, consoleLog);
  try {
    const done = await seedDemo(ctx, { password });
    console.info(`Dati demo pronti (${done.join(', ')}). Accessi, password "${password}":`);
    for (const user of demoUsers) console.info(`  ${user.email}`);
  } finally {
    await ctx.close();
  }
});

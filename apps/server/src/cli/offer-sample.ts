import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/config.ts';
import { createContext } from '../context.ts';
import type { Log } from '../log.ts';
import { seedDemo } from '../seeds/demo/index.ts';
import { renderDemoOfferSample } from '../seeds/demo/offer-sample.ts';
import { runCli } from './run-cli.ts';

const silent: Log = { info() {}, warn() {}, error() {} };

/**
 * `npm run sample:offer [file]`: seeds a fresh SQLite database in a temporary folder with the demo
 * data and writes the offer PDF of one demo opportunity (default docs/offer-sample.pdf).
 */
runCli(async () => {
  const out = path.resolve(process.argv[2] ?? 'docs/offer-sample.pdf');
  const dir = await mkdtemp(path.join(tmpdir(), 'officina-offer-sample-'));
  try {
    const config = loadConfig({
      DATA_DIR: dir,
      ADMIN_PASSWORD: 'officina-sample-admin',
      LOG_LEVEL: 'silent',
    });
    const ctx = await createContext(config, silent);
    try {
      await seedDemo(ctx, { password: 'officina-demo' });
      await writeFile(out, await renderDemoOfferSample(ctx.db));
    } finally {
      await ctx.close();
    }
    console.info(`Offerta di esempio scritta in ${out}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

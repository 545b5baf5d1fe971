import type { AppContext } from '../../context.ts';
import { reindexAll } from '../../modules/search/search-index.ts';
import { attachmentsSeeder } from './attachments.ts';
import { crmSeeder } from './crm.ts';
import { documentationsSeeder } from './documentations.ts';
import { externalLinksSeeder } from './external-links.ts';
import { keyholdersSeeder } from './keyholders.ts';
import { keysSeeder } from './keys.ts';
import { notificationsSeeder } from './notifications.ts';
import { salesSeeder } from './sales.ts';
import { schedulesSeeder } from './schedules.ts';
import { settingsSeeder } from './settings.ts';
import { timeSeeder } from './time.ts';
import type { DemoOptions, DemoSeeder } from './types.ts';
import { usersSeeder } from './users.ts';

/**
 * Demo data, in order: later modules append their seeder (clients after users, opportunities after
 * clients…) and may rely on what earlier ones created.
 */
export const demoSeeders: DemoSeeder[] = [
  usersSeeder,
  settingsSeeder,
  crmSeeder,
  salesSeeder,
  timeSeeder,
  documentationsSeeder,
  externalLinksSeeder,
  attachmentsSeeder,
  keyholdersSeeder,
  keysSeeder,
  schedulesSeeder,
  // Last: the notification triggers skip everything seeded before it.
  notificationsSeeder,
];

/**
 * Runs every demo seeder; safe to repeat. Dates count from `options.now` (default: now), one clock for
 * all. Returns the names of the seeders run.
 */
export async function seedDemo(ctx: AppContext, options: DemoOptions): Promise<string[]> {
  const run = { ...options, now: options.now ?? Date.now() };
  for (const seeder of demoSeeders) await seeder.run(ctx, run);
  // Some seeders write rows without the activity log (and so without the search index): the
  // global search index is brought up to date with everything seeded.
  await reindexAll(ctx.db);
  return demoSeeders.map((s) => s.name);
}

import type { AppContext } from '../../context.ts';

/** One module's demo data. Each must be idempotent: running the seed twice adds nothing twice. */
export interface DemoSeeder {
  name: string;
  run(ctx: AppContext, options: Required<DemoOptions>): Promise<void>;
}

export interface DemoOptions {
  /** Password of every demo user (DEMO_PASSWORD, default officina-demo). */
  password: string;
  /**
   * The moment the demo is seeded as of (ms since the epoch; default: now). Its Europe/Rome day is
   * "today": to-dos are due around it, time entries end the day before.
   */
  now?: number;
}

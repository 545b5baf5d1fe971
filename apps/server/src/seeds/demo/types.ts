import type { AppContext } from '../../context.ts';

/** One module's demo data. Each must be idempotent: running the seed twice adds nothing twice. */
export interface DemoSeeder {
  name: string;
  run(ctx: AppContext, options: DemoOptions): Promise<void>;
}

export interface DemoOptions {
  /** Password of every demo user (DEMO_PASSWORD, default officina-demo). */
  password: string;
}

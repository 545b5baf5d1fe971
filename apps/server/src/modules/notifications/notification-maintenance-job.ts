import type { AppContext } from '../../context.ts';
import type { BackgroundJob } from '../../jobs/background.ts';
import type { Log } from '../../log.ts';

/** SCAFFOLD: replaced by the notifications helper (purge, digest). */
export function startNotificationMaintenanceJob(_ctx: AppContext, _log: Log): BackgroundJob {
  return { async stop() {} };
}

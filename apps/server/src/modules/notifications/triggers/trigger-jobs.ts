import type { AppContext } from '../../../context.ts';
import type { BackgroundJob } from '../../../jobs/background.ts';
import type { Log } from '../../../log.ts';

/** SCAFFOLD: replaced by the triggers helper. */
export function startNotificationTriggerJobs(_ctx: AppContext, _log: Log): BackgroundJob {
  return { async stop() {} };
}

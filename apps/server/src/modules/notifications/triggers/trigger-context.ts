import type { AppContext } from '../../../context.ts';

/**
 * What the triggers need of the application: the database and the live events' bus; with the job
 * lock, one instance at a time runs each trigger (the database claims keep them correct without).
 */
export type TriggerContext = Pick<AppContext, 'db' | 'bus'> & Partial<Pick<AppContext, 'jobLock'>>;

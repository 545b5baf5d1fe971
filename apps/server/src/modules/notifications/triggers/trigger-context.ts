import type { AppContext } from '../../../context.ts';

/** What the triggers need of the application: the database and the live events' bus. */
export type TriggerContext = Pick<AppContext, 'db' | 'bus'>;

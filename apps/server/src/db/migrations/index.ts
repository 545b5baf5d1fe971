import type { Migration } from 'kysely/migration';
import { initial } from './0001-initial.ts';
import { crm } from './0002-crm.ts';
import { crmActiveIndexes } from './0003-crm-active-indexes.ts';
import { opportunities } from './0003-opportunities.ts';
import { timeManagement } from './0004-time-management.ts';
import { timeReportIndexes } from './0005-time-report-indexes.ts';
import { crmSearchIndex } from './0006-crm-search-index.ts';
import { opportunityIndexes } from './0007-opportunity-indexes.ts';
import { runningTotals } from './0008-running-totals.ts';
import { timingDayTotals } from './0009-timing-day-totals.ts';
import { crmCoveringIndexes } from './0010-crm-covering-indexes.ts';
import { apostrophes } from './0011-apostrophes.ts';
import { crmImportMatchIndexes } from './0012-crm-import-match-indexes.ts';
import { searchTermsIndex } from './0013-search-terms.ts';
import { userNameKey } from './0014-user-name-key.ts';
import { todoDueAllDay } from './0015-todo-due-all-day.ts';
import { externalLinks } from './0016-external-links.ts';
import { documentations } from './0017-documentations.ts';
import { attachments } from './0018-attachments.ts';
import { keyholders } from './0019-keyholders.ts';
import { defaultPermissionGrants } from './0020-default-permission-grants.ts';
import { schedules } from './0021-schedules.ts';
import { scheduleImportUid } from './0022-schedule-import-uid.ts';
import { scheduleSpanClass } from './0023-schedule-span-class.ts';
import { notifications } from './0024-notifications.ts';
import { searchIndex } from './0025-search.ts';
import { dashboardLayouts } from './0026-dashboard-layouts.ts';
import { administration } from './0027-administration.ts';
import { moreRunningCounts } from './0028-more-running-counts.ts';
import { cacheNotify } from './0029-cache-notify.ts';
import type { Engine } from './frozen.ts';

/**
 * Every migration, in order, for one engine. Names sort lexically; append new ones with the next
 * number. Each is a function of the engine so it can choose engine-specific DDL (see ddl.ts).
 */
export function migrationsFor(engine: Engine): Record<string, Migration> {
  return {
    '0001-initial': initial(engine),
    '0002-crm': crm(engine),
    '0003-crm-active-indexes': crmActiveIndexes(engine),
    '0003-opportunities': opportunities(engine),
    '0004-time-management': timeManagement(engine),
    '0005-time-report-indexes': timeReportIndexes(engine),
    '0006-crm-search-index': crmSearchIndex(engine),
    '0007-opportunity-indexes': opportunityIndexes(engine),
    '0008-running-totals': runningTotals(engine),
    '0009-timing-day-totals': timingDayTotals(engine),
    '0010-crm-covering-indexes': crmCoveringIndexes(engine),
    '0011-apostrophes': apostrophes(),
    '0012-crm-import-match-indexes': crmImportMatchIndexes(),
    '0013-search-terms': searchTermsIndex(engine),
    '0014-user-name-key': userNameKey(),
    '0015-todo-due-all-day': todoDueAllDay(engine),
    '0016-external-links': externalLinks(engine),
    '0017-documentations': documentations(engine),
    '0018-attachments': attachments(engine),
    '0019-keyholders': keyholders(engine),
    '0020-default-permission-grants': defaultPermissionGrants(engine),
    '0021-schedules': schedules(engine),
    '0022-schedule-import-uid': scheduleImportUid(engine),
    '0023-schedule-span-class': scheduleSpanClass(engine),
    '0024-notifications': notifications(engine),
    '0025-search': searchIndex(engine),
    '0026-dashboard-layouts': dashboardLayouts(engine),
    '0027-administration': administration(engine),
    '0028-more-running-counts': moreRunningCounts(engine),
    '0029-cache-notify': cacheNotify(engine),
  };
}

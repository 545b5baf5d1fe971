import type { Kysely } from 'kysely';
import type { JobRunsTable } from '../jobs/job-runs.table.ts';
import type { ActivityLogTable } from '../modules/activity/activity.table.ts';
import type { AttachmentsTable, BlobsTable } from '../modules/attachments/attachment.table.ts';
import type { PasswordResetsTable, SessionsTable } from '../modules/auth/auth.table.ts';
import type { ChecklistItemsTable, ChecklistTemplatesTable } from '../modules/checklists/checklist.table.ts';
import type { ClientsTable } from '../modules/clients/client.table.ts';
import type { ContractsTable } from '../modules/contracts/contract.table.ts';
import type { DashboardLayoutsTable } from '../modules/dashboard/dashboard.table.ts';
import type {
  DocumentationsTable,
  DocumentationTagsTable,
  DocumentationVersionsTable,
  DocumentationWordsTable,
} from '../modules/documentations/documentation.table.ts';
import type { ExternalLinksTable } from '../modules/external-links/external-link.table.ts';
import type {
  KeyholderAccessesTable,
  KeyholderKeyLoansTable,
  KeyholderKeysTable,
  KeyholdersTable,
} from '../modules/keyholders/keyholder.table.ts';
import type {
  NotificationCursorsTable,
  NotificationPreferencesTable,
  NotificationsTable,
  NotificationUserSettingsTable,
} from '../modules/notifications/notification.table.ts';
import type { OpportunitiesTable, OpportunityRowsTable } from '../modules/opportunities/opportunity.table.ts';
import type { PersonsTable } from '../modules/persons/person.table.ts';
import type { ProductsTable } from '../modules/products/product.table.ts';
import type {
  ProjectMembersTable,
  ProjectsTable,
  ProjectTimeTotalsTable,
} from '../modules/projects/project.table.ts';
import type {
  DeliveryQueueTable,
  PushDeviceInterestsTable,
  PushDevicesTable,
} from '../modules/push/push.table.ts';
import type {
  ScheduleAttendeesTable,
  ScheduleExdatesTable,
  ScheduleFeedTokensTable,
  ScheduleRemindersSentTable,
  SchedulesTable,
} from '../modules/schedules/schedule.table.ts';
import type { ScheduleImportUidsTable } from '../modules/schedules/schedule-import.table.ts';
import type { SearchDocumentsTable } from '../modules/search/search.table.ts';
import type { SequencesTable } from '../modules/sequences/sequence.table.ts';
import type { LookupsTable, SettingsTable } from '../modules/settings/settings.table.ts';
import type { TimingDayTotalsTable, TimingsTable } from '../modules/timings/timing.table.ts';
import type { TodoAssigneeCountsTable, TodoAssigneesTable, TodosTable } from '../modules/todos/todo.table.ts';
import type {
  DefaultPermissionGrantsTable,
  UserAvatarsTable,
  UserGroupsTable,
  UsersTable,
} from '../modules/user/user.table.ts';
import type { ActiveRowCountsTable, OpportunityBoardTotalsTable } from './running-totals.table.ts';

/** Every table, as Kysely sees it. Modules add theirs here. */
export interface Database {
  users: UsersTable;
  user_groups: UserGroupsTable;
  user_avatars: UserAvatarsTable;
  default_permission_grants: DefaultPermissionGrantsTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  lookups: LookupsTable;
  settings: SettingsTable;
  activity_log: ActivityLogTable;
  clients: ClientsTable;
  persons: PersonsTable;
  sequences: SequencesTable;
  products: ProductsTable;
  opportunities: OpportunitiesTable;
  opportunity_rows: OpportunityRowsTable;
  contracts: ContractsTable;
  projects: ProjectsTable;
  project_time_totals: ProjectTimeTotalsTable;
  project_members: ProjectMembersTable;
  todos: TodosTable;
  todo_assignees: TodoAssigneesTable;
  todo_assignee_counts: TodoAssigneeCountsTable;
  checklist_items: ChecklistItemsTable;
  checklist_templates: ChecklistTemplatesTable;
  timings: TimingsTable;
  timing_day_totals: TimingDayTotalsTable;
  active_row_counts: ActiveRowCountsTable;
  opportunity_board_totals: OpportunityBoardTotalsTable;
  documentations: DocumentationsTable;
  documentation_tags: DocumentationTagsTable;
  documentation_versions: DocumentationVersionsTable;
  documentation_words: DocumentationWordsTable;
  external_links: ExternalLinksTable;
  keyholders: KeyholdersTable;
  keyholder_accesses: KeyholderAccessesTable;
  keyholder_keys: KeyholderKeysTable;
  keyholder_key_loans: KeyholderKeyLoansTable;
  schedules: SchedulesTable;
  schedule_attendees: ScheduleAttendeesTable;
  schedule_exdates: ScheduleExdatesTable;
  schedule_feed_tokens: ScheduleFeedTokensTable;
  schedule_reminders_sent: ScheduleRemindersSentTable;
  schedule_import_uids: ScheduleImportUidsTable;
  blobs: BlobsTable;
  attachments: AttachmentsTable;
  notifications: NotificationsTable;
  search_documents: SearchDocumentsTable;
  dashboard_layouts: DashboardLayoutsTable;
  notification_preferences: NotificationPreferencesTable;
  notification_user_settings: NotificationUserSettingsTable;
  notification_cursors: NotificationCursorsTable;
  push_devices: PushDevicesTable;
  push_device_interests: PushDeviceInterestsTable;
  delivery_queue: DeliveryQueueTable;
  job_runs: JobRunsTable;
}

export type Engine = 'sqlite' | 'postgres';

/** The database handle repositories take: the app's Kysely instance or a transaction of it. */
export type Db = Kysely<Database>;

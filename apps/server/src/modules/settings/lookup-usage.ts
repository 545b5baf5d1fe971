import type { LookupKind } from '@officina/contracts';
import type { Database } from '../../db/database.ts';

/** A column that points at lookup values: by id (a foreign key) or by machine key (text). */
export interface LookupUsage {
  table: keyof Database;
  column: string;
  by: 'id' | 'key';
}

const byId = (table: keyof Database, column: string): LookupUsage => ({ table, column, by: 'id' });

/**
 * Where each lookup kind is used: the usage count of a value, and whether deleting it archives it
 * instead, sum these columns. A new column pointing at `lookups` must be listed here (the
 * administration would otherwise delete a value records still use: the foreign keys are
 * `on delete set null`, or refuse the delete where the column is required).
 *
 * The system kinds (lookupKindInfo in contracts) are stored by key — to-dos keep their repetition
 * as `weekly`, `after`… — or matched by key in code (offer rows: `discount`, `accepted`…): their
 * values can be renamed, recoloured and reordered, never added, archived or deleted.
 */
export const lookupUsage: Record<LookupKind, readonly LookupUsage[]> = {
  client_states: [byId('clients', 'state_id')],
  client_categories: [byId('clients', 'category_id')],
  person_types: [byId('persons', 'type_id')],
  opportunity_states: [byId('opportunities', 'state_id')],
  opportunity_type: [byId('opportunities', 'type_id')],
  opportunity_rows_type: [byId('opportunity_rows', 'type_id')],
  opportunity_rows_states: [byId('opportunity_rows', 'state_id')],
  contract_states: [byId('contracts', 'state_id')],
  contract_types: [byId('contracts', 'type_id')],
  product_categories: [byId('products', 'category_id')],
  project_states: [byId('projects', 'state_id')],
  project_categories: [byId('projects', 'category_id')],
  todo_states: [byId('todos', 'state_id')],
  todo_categories: [byId('todos', 'category_id')],
  todo_type_repeat: [{ table: 'todos', column: 'repeat_type', by: 'key' }],
  todo_type_end_repeat: [{ table: 'todos', column: 'end_repeat_type', by: 'key' }],
  timing_types: [byId('timings', 'type_id')],
  calendars: [byId('schedules', 'calendar_id'), byId('schedule_import_uids', 'calendar_id')],
  external_link_categories: [byId('external_links', 'category_id')],
};

import { z } from 'zod';

/**
 * Named permissions: an action with subject `all`, checked as `can('view_opportunities')`.
 * Later modules add their names here; a group's rules may also use `manage`/`all` (everything) or an
 * action on a subject (`update` on `Project`).
 */
export const permissionNames = [
  'view_opportunities',
  'manage_opportunities',
  'view_contracts',
  'manage_contracts',
  'manage_products',
  'view_clients',
  'manage_clients',
  'view_persons',
  'manage_persons',
  'view_projects',
  'manage_projects',
  'manage_todos',
  'manage_timings',
  'view_all_timings',
  'view_keyholders',
  'view_all_keyholders',
  'manage_keyholders',
  'reveal_keyholders',
  'view_schedules',
  'view_all_schedules',
  'manage_schedules',
  'view_documentations',
  'manage_documentations',
  'view_external_links',
  'manage_external_links',
  'view_attachments',
  'manage_attachments',
  'manage_settings',
  'manage_users',
] as const;
export const permissionNameSchema = z.enum(permissionNames);
export type PermissionName = z.infer<typeof permissionNameSchema>;

export const permissionRuleSchema = z.object({
  action: z.string().min(1).max(64),
  subject: z.string().min(1).max(64).default('all'),
  inverted: z.boolean().optional(),
});
export type PermissionRule = z.infer<typeof permissionRuleSchema>;

/** Key of a seeded user group; the Italian name is the group's display name. */
export const defaultGroupKeys = ['admin', 'sales', 'technicians', 'accounting'] as const;
export type DefaultGroupKey = (typeof defaultGroupKeys)[number];

function named(...names: PermissionName[]): PermissionRule[] {
  return names.map((action) => ({ action, subject: 'all' }));
}

/** Clients and persons, read and written: every group but the technicians. */
const crmRecords = ['view_clients', 'manage_clients', 'view_persons', 'manage_persons'] as const;
/** Opportunities, contracts and products: the sales team's own records. */
const salesRecords = [
  'view_opportunities',
  'manage_opportunities',
  'view_contracts',
  'manage_contracts',
  'manage_products',
] as const;
/** Documentation pages, links and attachments, read and written: who works on clients and projects. */
const knowledgeRecords = [
  'view_documentations',
  'manage_documentations',
  'view_external_links',
  'manage_external_links',
  'view_attachments',
  'manage_attachments',
] as const;

/** The shared calendars: everyone's events, and their own and others' to write. */
const scheduleRecords = ['view_schedules', 'view_all_schedules', 'manage_schedules'] as const;

/** The four groups seeded on first start, with their default rules. */
export const defaultGroups: Record<DefaultGroupKey, { name: string; rules: PermissionRule[] }> = {
  admin: { name: 'Amministratori', rules: [{ action: 'manage', subject: 'all' }] },
  sales: {
    name: 'Commerciali',
    rules: named(
      ...salesRecords,
      ...crmRecords,
      'view_projects',
      'manage_todos',
      'manage_timings',
      'view_keyholders',
      'view_all_keyholders',
      ...knowledgeRecords,
      ...scheduleRecords,
    ),
  },
  technicians: {
    name: 'Tecnici',
    rules: named(
      'view_clients',
      'view_persons',
      'view_projects',
      'manage_projects',
      'manage_todos',
      'manage_timings',
      'view_keyholders',
      'manage_keyholders',
      'reveal_keyholders',
      ...knowledgeRecords,
      ...scheduleRecords,
    ),
  },
  accounting: {
    name: 'Amministrazione',
    rules: named(
      'view_opportunities',
      'view_contracts',
      'manage_contracts',
      'manage_products',
      ...crmRecords,
      'view_projects',
      'manage_timings',
      'view_all_timings',
      'view_documentations',
      'view_external_links',
      'view_attachments',
      'manage_attachments',
      ...scheduleRecords,
    ),
  },
};

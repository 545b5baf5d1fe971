import type { QueryKey } from '@tanstack/react-query';
import { attachmentKeys } from './attachments.ts';
import { clientKeys } from './clients.ts';
import { contractKeys } from './contracts.ts';
import { dashboardKeys } from './dashboard.ts';
import { documentationKeys } from './documentations.ts';
import { externalLinkKeys } from './external-links.ts';
import { keyholderKeys } from './keyholders.ts';
import { keyKeys } from './keys.ts';
import { opportunityKeys } from './opportunities.ts';
import { personKeys } from './persons.ts';
import { productKeys } from './products.ts';
import { projectKeys } from './projects.ts';
import { scheduleKeys } from './schedules.ts';
import { todoDependentKeys, todoKeys } from './todos.ts';
import { userGroupKeys } from './user-groups.ts';

/** The calendar's overlays show to-dos due and contract deadlines. */
const scheduleOverlays = ['schedules', 'overlays'] as const;

/**
 * The query keys a record change touches, by the entity name the server writes in the activity log
 * (`logActivity({ entity })`), which is what a live `record` event names. Each answer is what a save of
 * that record in this app would refresh.
 */
const keysByEntity: Readonly<Record<string, readonly QueryKey[]>> = {
  todo: [todoKeys.all, ...todoDependentKeys, scheduleOverlays],
  project: [projectKeys.all],
  client: [clientKeys.all],
  person: [personKeys.all],
  opportunity: [opportunityKeys.all],
  contract: [contractKeys.all, scheduleOverlays],
  documentation: [documentationKeys.all],
  schedule: [scheduleKeys.all],
  keyholder: [keyholderKeys.all],
  keyholder_key: [keyKeys.all],
  product: [productKeys.all],
  external_link: [externalLinkKeys.all],
  attachment: [attachmentKeys.all],
  user_group: [userGroupKeys.all],
};

/**
 * The keys to invalidate when `entity` changed; none for what no page shows (settings, user). The
 * dashboard goes with every entity: its counts and its recent activity may name any of them.
 */
export function queryKeysOfEntity(entity: string): readonly QueryKey[] {
  if (!Object.hasOwn(keysByEntity, entity)) return [];
  const keys = keysByEntity[entity] ?? [];
  return keys.includes(dashboardKeys.summary) ? keys : [...keys, dashboardKeys.summary];
}

import type { PersonLinkAction } from '@officina/contracts';
import type { ActivityEntry } from '../activity/activity.repository.ts';
import { CLIENT_ENTITY } from '../clients/client.service.ts';

/** Where a person stood, for the client's history: its client and its name at that moment. */
export interface PersonLink {
  clientId: number | null;
  name: string;
}

export const personName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();

/**
 * One entry on a client's history about one of its persons. The name is stored with the entry, so
 * the client's "Attività" still reads "Persona rimossa: Mario Rossi" after the person is moved away
 * or deleted. A removal carries the person as the old value, the other actions as the new one.
 */
export function personLinkEntry(
  userId: number,
  clientId: number,
  action: PersonLinkAction,
  personId: number,
  name: string,
): ActivityEntry {
  const changes =
    action === 'person_removed'
      ? { person_id: [personId, null], person: [name, null] }
      : { person_id: [null, personId], person: [null, name] };
  return { userId, entity: CLIENT_ENTITY, entityId: clientId, action, changes };
}

/**
 * The client entries a person's save writes: removed from the old client and added to the new one
 * (`before` null: a creation; `after` null: a deletion). Nothing when the client did not change.
 */
export function personMoveEntries(
  userId: number,
  personId: number,
  before: PersonLink | null,
  after: PersonLink | null,
): ActivityEntry[] {
  const from = before?.clientId ?? null;
  const to = after?.clientId ?? null;
  if (from === to) return [];
  const entries: ActivityEntry[] = [];
  if (before && from !== null)
    entries.push(personLinkEntry(userId, from, 'person_removed', personId, before.name));
  if (after && to !== null) entries.push(personLinkEntry(userId, to, 'person_added', personId, after.name));
  return entries;
}

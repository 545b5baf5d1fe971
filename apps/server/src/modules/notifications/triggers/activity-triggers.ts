import type { Db } from '../../../db/database.ts';
import type { NotificationDraft } from '../notification-raise.ts';
import type { ActivityRow } from './activity-follower.repository.ts';
import {
  findDocumentationVersions,
  findLookupNames,
  findOpportunityHeads,
  findTodoTitles,
} from './activity-records.repository.ts';
import { newMentions } from './mentions.ts';
import { actorName, type People } from './people.ts';
import { quoted } from './trigger-format.ts';

type Pair = [unknown, unknown];

/** `{ field: [before, after] }` of a row; an unreadable one has no changes. */
function changesOf(row: ActivityRow): Record<string, Pair> {
  if (!row.changes) return {};
  try {
    const parsed = JSON.parse(row.changes) as Record<string, unknown>;
    const out: Record<string, Pair> = {};
    for (const [field, value] of Object.entries(parsed))
      out[field] = Array.isArray(value) ? [value[0], value[1]] : [null, value];
    return out;
  } catch {
    return {};
  }
}

/** `"1,3"` (or a lone id) → ids. */
function idList(value: unknown): number[] {
  if (value === null || value === undefined) return [];
  return String(value)
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** What the batch's rows point at, read once. */
async function loadRecords(db: Db, rows: readonly (ActivityRow & { parsed: Record<string, Pair> })[]) {
  const todoIds = new Set<number>();
  const opportunityIds = new Set<number>();
  const stateIds = new Set<number>();
  for (const row of rows) {
    if (row.entity === 'todo' && (row.parsed.assignee_ids || row.parsed.description))
      todoIds.add(row.entity_id);
    const state = row.parsed.state_id;
    if (row.entity === 'opportunity' && state && typeof state[1] === 'number') {
      opportunityIds.add(row.entity_id);
      stateIds.add(state[1]);
    }
  }
  const [todos, opportunities, states] = await Promise.all([
    findTodoTitles(db, [...todoIds]),
    findOpportunityHeads(db, [...opportunityIds]),
    findLookupNames(db, [...stateIds]),
  ]);
  return { todos, opportunities, states };
}

/**
 * The notifications a batch of activity rows raises (see docs/modules/notification-triggers.md):
 * a to-do assigned, a mention in a to-do's description or a documentation page, an opportunity's
 * state changed for its owner. Never the author, never a deactivated user. Each draft's dedupe key
 * names the activity row (or the page version), so a row handled twice would raise nothing more.
 */
export async function draftsForActivity(
  db: Db,
  rows: readonly ActivityRow[],
  people: People,
): Promise<NotificationDraft[]> {
  const parsed = rows.map((row) => ({ ...row, parsed: changesOf(row) }));
  const records = await loadRecords(db, parsed);
  const drafts: NotificationDraft[] = [];
  for (const row of parsed) {
    const actor = actorName(people, row.user_id);
    const notActor = (id: number) => id !== row.user_id;
    if (row.entity === 'todo') {
      const title = records.todos.get(row.entity_id);
      if (title === undefined) continue;
      const link = `/todos/${row.entity_id}/detail`;
      const base = { entity: 'todo', entityId: row.entity_id, link };
      const assignees = row.parsed.assignee_ids;
      if (assignees) {
        const before = new Set(idList(assignees[0]));
        for (const id of idList(assignees[1]).filter((id) => !before.has(id) && notActor(id))) {
          if (!people.reachable(id)) continue;
          drafts.push({
            ...base,
            userId: id,
            kind: 'todo_assigned',
            title: actor
              ? `${actor} ti ha assegnato il to-do ${quoted(title)}`
              : `Ti è stato assegnato il to-do ${quoted(title)}`,
            dedupeKey: `todo_assigned:${row.entity_id}:${row.id}`,
          });
        }
      }
      const description = row.parsed.description;
      if (description) {
        for (const person of newMentions(text(description[0]), text(description[1]), people)) {
          if (!notActor(person.id)) continue;
          drafts.push({
            ...base,
            userId: person.id,
            kind: 'mention',
            title: `${actor ?? 'Qualcuno'} ti ha menzionato nel to-do ${quoted(title)}`,
            dedupeKey: `mention:todo:${row.entity_id}:${row.id}`,
          });
        }
      }
    } else if (row.entity === 'opportunity') {
      const state = row.parsed.state_id;
      const head = records.opportunities.get(row.entity_id);
      if (!state || !head || state[0] === null || state[0] === state[1] || typeof state[1] !== 'number')
        continue;
      const owner = people.reachable(head.owner_id, 'view_opportunities');
      if (!owner || !notActor(owner.id)) continue;
      const label = records.states.get(state[1]) ?? 'un nuovo stato';
      const what = `l’opportunità ${head.number} ${quoted(head.title)}`;
      drafts.push({
        userId: owner.id,
        kind: 'opportunity_state',
        title: actor
          ? `${actor} ha portato ${what} in «${label}»`
          : `${what[0]?.toUpperCase()}${what.slice(1)} è passata in «${label}»`,
        link: `/opportunities/${head.id}/detail`,
        entity: 'opportunity',
        entityId: head.id,
        dedupeKey: `opportunity_state:${head.id}:${row.id}`,
      });
    } else if (row.entity === 'documentation') {
      drafts.push(...(await documentationMentions(db, row, people, actor)));
    }
  }
  return drafts;
}

/** New mentions of a saved page: the version the row made against the one before it. */
async function documentationMentions(
  db: Db,
  row: ActivityRow & { parsed: Record<string, Pair> },
  people: People,
  actor: string | null,
): Promise<NotificationDraft[]> {
  const version = row.parsed.version;
  let numbers: [number | null, number];
  if (row.action === 'created') numbers = [null, 1];
  else if (version && typeof version[1] === 'number' && row.parsed.body)
    numbers = [typeof version[0] === 'number' ? version[0] : null, version[1]];
  else return [];
  const [previous, current] = numbers;
  const versions = await findDocumentationVersions(
    db,
    row.entity_id,
    previous === null ? [current] : [previous, current],
  );
  const page = versions.get(current);
  if (!page) return [];
  const before = previous === null ? null : (versions.get(previous)?.body ?? null);
  return newMentions(before, page.body, people)
    .filter((p) => p.id !== row.user_id && p.can('view_documentations'))
    .map((p) => ({
      userId: p.id,
      kind: 'mention' as const,
      title: `${actor ?? 'Qualcuno'} ti ha menzionato nella documentazione ${quoted(page.title)}`,
      link: `/documentations/${row.entity_id}/detail`,
      entity: 'documentation',
      entityId: row.entity_id,
      dedupeKey: `mention:documentation:${row.entity_id}:${current}`,
    }));
}

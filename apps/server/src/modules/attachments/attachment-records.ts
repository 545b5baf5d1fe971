import {
  type AppAbility,
  type AttachmentRecordType,
  attachmentRecordTypes,
  can,
  type PermissionName,
} from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import {
  findClientNames,
  findContractNames,
  findDocumentationNames,
  findOpportunityNames,
  findPersonNames,
  findProjectNames,
  findTodoNames,
} from '../../records/activity-labels.repository.ts';

/**
 * Who may see a record an attachment hangs on (beside view_attachments). To-dos are visible to
 * every signed-in user (docs/modules/todos.md), so they need nothing more.
 */
const recordPermission: Record<AttachmentRecordType, PermissionName | null> = {
  client: 'view_clients',
  person: 'view_persons',
  opportunity: 'view_opportunities',
  contract: 'view_contracts',
  project: 'view_projects',
  todo: null,
  documentation: 'view_documentations',
};

/** The record kinds whose attachments `ability` may see (files without a record: always). */
export function visibleRecordTypes(ability: AppAbility): AttachmentRecordType[] {
  return attachmentRecordTypes.filter((type) => {
    const permission = recordPermission[type];
    return permission === null || can(ability, permission);
  });
}

/** Whether `ability` may see a record of this kind (null: a file without a record). */
export function maySeeRecordType(ability: AppAbility, type: string | null): boolean {
  if (type === null) return true;
  const permission = recordPermission[type as AttachmentRecordType];
  return permission === null || (permission !== undefined && can(ability, permission));
}

type Labeller = (db: Db, ids: number[]) => Promise<Map<number, string>>;

const numbered = (rows: { id: number; number: string; title: string }[]) =>
  new Map(rows.map((r) => [r.id, `${r.number} ${r.title}`]));
const titled = (rows: { id: number; title: string }[]) => new Map(rows.map((r) => [r.id, r.title]));

/** How each kind of record is named on its pages, in one query per kind. */
const labellers: Record<AttachmentRecordType, Labeller> = {
  client: async (db, ids) => new Map((await findClientNames(db, ids)).map((r) => [r.id, r.business_name])),
  person: async (db, ids) =>
    new Map((await findPersonNames(db, ids)).map((r) => [r.id, `${r.name} ${r.surname}`.trim()])),
  opportunity: async (db, ids) => numbered(await findOpportunityNames(db, ids)),
  contract: async (db, ids) => numbered(await findContractNames(db, ids)),
  project: async (db, ids) => numbered(await findProjectNames(db, ids)),
  todo: async (db, ids) => titled(await findTodoNames(db, ids)),
  documentation: async (db, ids) => titled(await findDocumentationNames(db, ids)),
};

/** The key of a record in label maps. */
export const recordKey = (type: string, id: number) => `${type}:${id}`;

/** The labels of the records `rows` hang on (`recordKey` → label); missing records are absent. */
export async function recordLabels(
  db: Db,
  rows: readonly { record_type: string | null; record_id: number | null }[],
): Promise<Map<string, string>> {
  const wanted = new Map<AttachmentRecordType, Set<number>>();
  for (const row of rows) {
    if (row.record_type === null || row.record_id === null) continue;
    const type = row.record_type as AttachmentRecordType;
    if (!labellers[type]) continue;
    const ids = wanted.get(type) ?? new Set<number>();
    ids.add(row.record_id);
    wanted.set(type, ids);
  }
  const labels = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([type, ids]) => {
      for (const [id, label] of await labellers[type](db, [...ids])) labels.set(recordKey(type, id), label);
    }),
  );
  return labels;
}

/** Whether the record exists (archived included). */
export async function recordExists(db: Db, type: AttachmentRecordType, id: number): Promise<boolean> {
  return (await recordLabels(db, [{ record_type: type, record_id: id }])).has(recordKey(type, id));
}

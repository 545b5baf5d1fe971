import {
  AUDIT_EXPORT_MAX_ROWS,
  type AuditEntry,
  type AuditExportQuery,
  type AuditOptions,
  type AuditPage,
  type AuditQuery,
  addDays,
  romeDayStart,
} from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { recordChangeLabels } from '../../records/activity-labels.ts';
import { labelChanges, toActivityEntry } from '../activity/activity.service.ts';
import { activitySentence, nameRecords } from '../dashboard/dashboard-activity.service.ts';
import {
  type AuditRow,
  type AuditWhere,
  findLoggedEntities,
  findUsersByIds,
  listAuditRows,
  listUserNames,
} from './audit.repository.ts';
import { ACTION_LABELS, actionLabel, entityLabel, fieldLabel } from './audit-labels.ts';
import { auditValue } from './audit-values.ts';

/** Kinds the dashboard's sentences already name ("il cliente", "l’allegato"…). */
const SENTENCE_KINDS = new Set([
  'client',
  'person',
  'opportunity',
  'contract',
  'project',
  'todo',
  'product',
  'documentation',
  'external_link',
  'keyholder',
  'keyholder_key',
  'schedule',
  'attachment',
]);

const USER_VERBS: Record<string, string> = {
  password_change: 'ha cambiato la password',
  password_reset: 'ha reimpostato la password',
  email_change: 'ha cambiato l’e-mail di accesso',
  avatar_change: 'ha cambiato la foto profilo',
};

/** The filters with the period's Italian days turned into instants (`to` included whole). */
export function auditWhere(
  query: Pick<AuditQuery, 'user_id' | 'entity' | 'action' | 'from' | 'to'>,
): AuditWhere {
  return {
    userId: query.user_id,
    entity: query.entity,
    action: query.action,
    since: query.from ? new Date(romeDayStart(query.from)).toISOString() : undefined,
    until: query.to ? new Date(romeDayStart(addDays(query.to, 1))).toISOString() : undefined,
  };
}

/** What an entry says in one Italian sentence: "Mario Rossi ha modificato il cliente Rossi S.r.l.". */
function sentence(row: AuditRow, userName: string | null, recordName: string | null): string {
  if (SENTENCE_KINDS.has(row.entity)) return activitySentence(userName, row.action, row.entity, recordName);
  const who = userName ?? 'Il sistema';
  if (row.entity === 'user') {
    const own = row.user_id === row.entity_id;
    const verb = USER_VERBS[row.action];
    if (verb) return `${who} ${verb}${own || !recordName ? '' : ` di ${recordName}`}.`;
    if (own) return `${who} ha modificato il proprio profilo.`;
  }
  if (row.entity === 'settings') return `${who} ha modificato le impostazioni.`;
  const label = `${actionLabel(row.action)}: ${entityLabel(row.entity).toLowerCase()}`;
  return `${who} — ${label}${recordName ? ` ${recordName}` : ''}.`;
}

/** Current names and pages of the records the rows point at (users included), one query per kind. */
async function recordsOf(db: Db, rows: AuditRow[]) {
  const named = await nameRecords(
    db,
    rows.filter((row) => row.entity !== 'user'),
  );
  const userIds = [...new Set(rows.filter((row) => row.entity === 'user').map((row) => row.entity_id))];
  if (userIds.length > 0) {
    for (const user of await findUsersByIds(db, userIds)) {
      named.set(`user:${user.id}`, { name: `${user.name} ${user.surname}`.trim(), path: null });
    }
  }
  return named;
}

/** Stored rows to the audit view: names, sentence, labelled and masked changes. */
async function toAuditEntries(db: Db, rows: AuditRow[]): Promise<AuditEntry[]> {
  const [named, labelled] = await Promise.all([
    recordsOf(db, rows),
    labelChanges(db, rows.map(toActivityEntry), recordChangeLabels),
  ]);
  return rows.map((row, i) => {
    const entry = labelled[i] as (typeof labelled)[number];
    const record = named.get(`${row.entity}:${row.entity_id}`) ?? null;
    return {
      id: row.id,
      created_at: row.created_at,
      user: row.user_id !== null && entry.user_name ? { id: row.user_id, name: entry.user_name } : null,
      entity: row.entity,
      entity_label: entityLabel(row.entity),
      entity_id: row.entity_id,
      record,
      action: row.action,
      action_label: actionLabel(row.action),
      text: sentence(row, entry.user_name, record?.name ?? null),
      changes: entry.changes.map((change) => ({
        field: change.field,
        label: fieldLabel(change.field),
        old: auditValue(row.entity, change, 'old'),
        new: auditValue(row.entity, change, 'new'),
      })),
    };
  });
}

/** One page of the whole activity log, newest first, continued by keyset (`after` = last id seen). */
export async function getAuditPage(db: Db, query: AuditQuery): Promise<AuditPage> {
  const after = query.after ?? null;
  const rows = await listAuditRows(db, auditWhere(query), after, query.per_page + 1);
  const page = rows.slice(0, query.per_page);
  const last = page.at(-1);
  return {
    data: await toAuditEntries(db, page),
    meta: {
      per_page: query.per_page,
      next_cursor: rows.length > query.per_page && last ? String(last.id) : null,
    },
  };
}

/** The filters' choices: the kinds present in the log, the known actions, every user. */
export async function getAuditOptions(db: Db): Promise<AuditOptions> {
  const [entities, users] = await Promise.all([findLoggedEntities(db), listUserNames(db)]);
  const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'it');
  const knownActions = Object.entries(ACTION_LABELS).filter(
    ([value]) => value !== 'create' && value !== 'update',
  );
  return {
    entities: entities.map((value) => ({ value, label: entityLabel(value) })).sort(byLabel),
    actions: knownActions.map(([value, label]) => ({ value, label })).sort(byLabel),
    users: users.map((u) => ({ id: u.id, name: `${u.name} ${u.surname}`.trim() })),
  };
}

const EXPORT_BATCH = 1000;

/** The message row closing an export cut at the cap. */
export const AUDIT_EXPORT_CUT_MESSAGE = `Esportate solo le ${AUDIT_EXPORT_MAX_ROWS.toLocaleString('it-IT')} attività più recenti: restringi i filtri (periodo, utente, tipo di record) per esportare le altre.`;

/**
 * The filtered log in batches, newest first, for the spreadsheet: at most AUDIT_EXPORT_MAX_ROWS
 * entries, then — when more match — one closing row saying the file was cut and how to get the rest.
 */
export async function* auditExportBatches(
  db: Db,
  query: Omit<AuditExportQuery, 'format'>,
): AsyncGenerator<(AuditEntry | { cut: string })[]> {
  const where = auditWhere(query);
  let after: number | null = null;
  let written = 0;
  while (written < AUDIT_EXPORT_MAX_ROWS) {
    const want = Math.min(EXPORT_BATCH, AUDIT_EXPORT_MAX_ROWS - written);
    const rows = await listAuditRows(db, where, after, want);
    if (rows.length === 0) return;
    yield await toAuditEntries(db, rows);
    written += rows.length;
    after = (rows.at(-1) as AuditRow).id;
    if (rows.length < want) return;
  }
  const more = await listAuditRows(db, where, after, 1);
  if (more.length > 0) yield [{ cut: AUDIT_EXPORT_CUT_MESSAGE }];
}

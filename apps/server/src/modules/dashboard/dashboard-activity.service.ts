import { type AppAbility, can, type Dashboard, type PermissionName } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { scheduleAppPath } from '../schedules/schedule-paths.ts';
import {
  ACTIVITY_RECORD_NAMES,
  type ActivityReach,
  findActivityAttachments,
  findActivitySchedules,
  listRecentActivity,
} from './dashboard.repository.ts';

const RECENT_ITEMS = 10;

/** Entity kinds of the log a permission opens in full; to-dos are everyone's. Never users or settings. */
const KIND_PERMISSIONS: Record<string, PermissionName[] | null> = {
  client: ['view_clients'],
  person: ['view_persons'],
  opportunity: ['view_opportunities'],
  contract: ['view_contracts'],
  project: ['view_projects'],
  documentation: ['view_documentations'],
  external_link: ['view_external_links'],
  keyholder: ['view_keyholders', 'view_all_keyholders'],
  keyholder_key: ['view_keyholders', 'view_all_keyholders'],
  todo: null,
};
/** Record types an attachment hangs on (attachments' own rule, docs/modules/attachments.md). */
const ATTACHMENT_RECORD_TYPES = [
  'client',
  'person',
  'opportunity',
  'contract',
  'project',
  'todo',
  'documentation',
];

/** The kinds of entries the user may read. */
export function activityReach(ability: AppAbility, userId: number): ActivityReach {
  const allows = (perms: PermissionName[] | null) => perms === null || perms.every((p) => can(ability, p));
  const kinds = Object.entries(KIND_PERMISSIONS)
    .filter(([, perms]) => allows(perms))
    .map(([kind]) => kind);
  // Products are read by whoever sells or manages the catalogue (the products list's rule).
  if (can(ability, 'view_opportunities') || can(ability, 'manage_products')) kinds.push('product');
  const schedules = !can(ability, 'view_schedules')
    ? 'none'
    : can(ability, 'view_all_schedules')
      ? 'all'
      : 'own';
  const attachmentRecordTypes = can(ability, 'view_attachments')
    ? ATTACHMENT_RECORD_TYPES.filter((t) => allows(KIND_PERMISSIONS[t] ?? null))
    : null;
  return { kinds, schedules, attachmentRecordTypes, userId };
}

/** "il cliente", "la persona"…: how the sentence names a kind of record. */
const NOUNS: Record<string, string> = {
  client: 'il cliente',
  person: 'la persona',
  opportunity: 'l’opportunità',
  contract: 'il contratto',
  project: 'il progetto',
  todo: 'il to-do',
  product: 'il prodotto',
  documentation: 'la pagina di documentazione',
  external_link: 'il link esterno',
  keyholder: 'la credenziale',
  keyholder_key: 'la chiave',
  schedule: 'l’appuntamento',
  attachment: 'l’allegato',
};

const VERBS: Record<string, string> = {
  created: 'ha creato',
  updated: 'ha modificato',
  archived: 'ha archiviato',
  restored: 'ha ripristinato',
  deleted: 'ha eliminato',
  completed: 'ha completato',
  status_changed: 'ha cambiato lo stato del',
  rows_updated: 'ha modificato le righe del',
  contract_created: 'ha creato un contratto dal',
  person_added: 'ha aggiunto una persona al',
  person_removed: 'ha tolto una persona dal',
  person_archived: 'ha archiviato una persona del',
  person_restored: 'ha ripristinato una persona del',
  attachment_added: 'ha allegato un file al',
  attachment_renamed: 'ha rinominato un allegato del',
  attachment_removed: 'ha tolto un allegato dal',
  version_restored: 'ha ripristinato una versione del',
  ha_consegnato: 'ha consegnato',
  ha_ripreso: 'ha ripreso',
};

/** "Mario Rossi ha modificato il cliente Rossi S.r.l." (the record's current name; none once gone). */
export function activitySentence(user: string | null, action: string, entity: string, name: string | null) {
  const noun = NOUNS[entity] ?? 'il record';
  const verb = VERBS[action] ?? 'ha modificato';
  // "ha cambiato lo stato del" + "il cliente" → "del cliente"; "dell’opportunità", "della persona".
  const object =
    verb.endsWith(' del') || verb.endsWith(' al') || verb.endsWith(' dal')
      ? joinPreposition(verb, noun)
      : `${verb} ${noun}`;
  const sentence = `${user ?? 'Qualcuno'} ${object}${name ? ` ${name}` : ''}`;
  return sentence.endsWith('.') ? sentence : `${sentence}.`;
}

function joinPreposition(verb: string, noun: string): string {
  const words = verb.split(' ');
  const prep = words.pop() as string; // del | al | dal
  const stem = prep.slice(0, -1); // de | a | da
  const [article, ...rest] = noun.split(' ');
  const merged =
    article === 'il'
      ? `${stem === 'a' ? 'al' : `${stem}l`}`
      : article === 'la'
        ? `${stem === 'a' ? 'alla' : `${stem}lla`}`
        : `${stem === 'a' ? 'all’' : `${stem}ll’`}${noun.slice(2)}`;
  const tail = article === 'il' || article === 'la' ? ` ${rest.join(' ')}` : '';
  return `${words.join(' ')} ${merged}${tail}`;
}

const RECORD_PATHS: Record<string, (id: number) => string> = {
  client: (id) => `/crm/detail/${id}`,
  person: (id) => `/crm/persons/${id}/detail`,
  opportunity: (id) => `/opportunities/${id}/detail`,
  contract: (id) => `/contracts/${id}/detail`,
  project: (id) => `/projects/detail/${id}`,
  todo: (id) => `/todos/${id}/detail`,
  product: (id) => `/products/${id}/detail`,
  documentation: (id) => `/documentations/${id}/detail`,
  external_link: (id) => `/external-links/${id}/detail`,
  keyholder: (id) => `/keyholders/${id}/detail`,
  keyholder_key: (id) => `/keyholders/keys/${id}/detail`,
};

interface Named {
  name: string;
  path: string | null;
}

/** The current name and app path of every record the entries name: one query per kind present. */
export async function nameRecords(db: Db, entries: { entity: string; entity_id: number }[]) {
  const idsByKind = new Map<string, number[]>();
  for (const e of entries) idsByKind.set(e.entity, [...(idsByKind.get(e.entity) ?? []), e.entity_id]);
  const named = new Map<string, Named>();
  await Promise.all(
    [...idsByKind].map(async ([kind, ids]) => {
      if (kind === 'schedule') {
        for (const s of await findActivitySchedules(db, ids)) {
          named.set(`schedule:${s.id}`, {
            name: s.name,
            path: scheduleAppPath(s.id, s.day),
          });
        }
      } else if (kind === 'attachment') {
        for (const a of await findActivityAttachments(db, ids)) {
          const recordPath = a.record_type && a.record_id ? RECORD_PATHS[a.record_type] : undefined;
          named.set(`attachment:${a.id}`, {
            name: a.name,
            path: recordPath && a.record_id ? recordPath(a.record_id) : '/attachments',
          });
        }
      } else {
        const find = ACTIVITY_RECORD_NAMES[kind];
        const path = RECORD_PATHS[kind];
        if (!find || !path) return;
        for (const r of await find(db, ids)) named.set(`${kind}:${r.id}`, { name: r.name, path: path(r.id) });
      }
    }),
  );
  return named;
}

/** The newest 10 entries of the activity log the user may read, as sentences with their record's page. */
export async function recentActivityWidget(
  db: Db,
  ability: AppAbility,
  userId: number,
): Promise<Dashboard['recent_activity']> {
  const rows = await listRecentActivity(db, activityReach(ability, userId), RECENT_ITEMS);
  const named = await nameRecords(db, rows);
  return {
    items: rows.map((r) => {
      const record = named.get(`${r.entity}:${r.entity_id}`) ?? null;
      return {
        id: r.id,
        entity: r.entity,
        entity_id: r.entity_id,
        action: r.action,
        text: activitySentence(r.user_name, r.action, r.entity, record?.name ?? null),
        user_name: r.user_name,
        created_at: r.created_at,
        path: record?.path ?? null,
      };
    }),
  };
}

import type { ActivityChange, ActivityEntry } from '@officina/contracts';
import { formatDate, formatDateTime } from '../locale/format.ts';
import { paths } from '../paths.ts';

/**
 * How a record's history reads in Italian, for every record's "Attività": verbs, values as a person
 * reads them (the server's names for ids, Italian dates), and links to the records an id points at.
 * Each feature brings only its field labels.
 */

/** One changed field as shown: its label, the old value (null: not shown) and the new one. */
export interface ActivityChangeLine {
  field: string;
  label: string;
  old: string | null;
  new: string;
  /** Where the old / the new value leads when it names a record (see recordHref). */
  oldHref?: string | null;
  newHref?: string | null;
}

const actionVerbs: Record<string, string> = {
  created: 'ha creato',
  create: 'ha creato',
  updated: 'ha modificato',
  update: 'ha modificato',
  archived: 'ha archiviato',
  restored: 'ha ripristinato',
  deleted: 'ha eliminato',
};

/** "ha modificato" for `updated`; an action the web does not know yet is shown as it is. */
export function actionVerb(action: string): string {
  return actionVerbs[action] ?? action.replace(/_/g, ' ');
}

export const EMPTY_VALUE = '—';

/** What a raw value reads as when the server sent no name for it: ids numbered, dates Italian. */
export function formatChangeValue(field: string, value: ActivityChange['old']): string {
  if (value === null || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'Sì' : 'No';
  if (typeof value === 'number') {
    if (field === 'account_manager_id' || field === 'owner_id' || field === 'manager_id')
      return `utente n. ${value}`;
    if (field === 'client_id') return `cliente n. ${value}`;
    if (field.endsWith('_id')) return `n. ${value}`;
    return String(value);
  }
  if (field.endsWith('_at')) return formatDateTime(value) || value;
  if (field.endsWith('_on') || field.endsWith('_date')) return formatDate(value) || value;
  return value;
}

/**
 * One side of a change as a person reads it: the server's name for an id ("Attivo", "Maria Rossi",
 * "C-2026-001 Assistenza annuale") when it sent one, otherwise the formatted raw value.
 */
export function changeText(change: ActivityChange, side: 'old' | 'new'): string {
  const value = change[side];
  const label = side === 'old' ? change.old_label : change.new_label;
  if (value !== null && label) return label;
  return formatChangeValue(change.field, value);
}

const fileEvents: Record<string, (old: string, now: string) => string> = {
  attachment_added: (_old, now) => `Allegato aggiunto: ${now}`,
  attachment_removed: (old) => `Allegato rimosso: ${old}`,
  attachment_renamed: (old, now) => `Allegato rinominato: ${old} → ${now}`,
};

/**
 * What another module did on this record, said in one line, or null: the files of any record
 * ("Allegato aggiunto: contratto.pdf"), written by the attachments module on the record it hangs on.
 */
export function recordEventText(entry: ActivityEntry): string | null {
  const text = fileEvents[entry.action];
  if (!text) return null;
  const file = entry.changes.find((change) => change.field === 'attachment');
  const name = (value: ActivityChange['old'] | undefined) => (typeof value === 'string' ? `«${value}»` : '');
  return text(name(file?.old), name(file?.new));
}

const recordPaths: Record<string, (id: number) => string> = {
  client_id: (id) => paths.crmClientDetail.build(id),
  person_id: (id) => paths.crmPersonDetail.build(id),
  contract_id: (id) => paths.contractDetail.build(id),
  opportunity_id: (id) => paths.opportunityDetail.build(id),
  project_id: (id) => paths.projectDetail.build(id),
};

/** The page of the record an id field's value points at (contract_id 23 → its detail), or null. */
export function recordHref(field: string, value: ActivityChange['new']): string | null {
  const build = recordPaths[field];
  return build && typeof value === 'number' ? build(value) : null;
}

/**
 * A feature's own reading of a raw value (a priority key, a list of ids, a recurrence rule), or null
 * to read it the common way (changeText).
 */
export type ValueFormatter = (field: string, value: Exclude<ActivityChange['old'], null>) => string | null;

/** An entry's changes as lines: labelled, named, linked to the records they point at. */
export function changeLines(
  entry: ActivityEntry,
  label: (field: string) => string,
  formatValue?: ValueFormatter,
): ActivityChangeLine[] {
  const text = (change: ActivityChange, side: 'old' | 'new') => {
    const value = change[side];
    const own = value !== null && value !== '' ? formatValue?.(change.field, value) : null;
    return own ?? changeText(change, side);
  };
  return entry.changes.map((change) => ({
    field: change.field,
    label: label(change.field),
    old: change.old === null ? null : text(change, 'old'),
    new: text(change, 'new'),
    oldHref: recordHref(change.field, change.old),
    newHref: recordHref(change.field, change.new),
  }));
}

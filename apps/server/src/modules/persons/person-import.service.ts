import {
  type CreatePersonInput,
  createPersonInputSchema,
  type ImportPreview,
  type ImportReport,
  personImportFields,
} from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { normalizeText } from '../../db/search.ts';
import { nowIso } from '../../db/values.ts';
import { lookupIdsByName, resolveName } from '../../records/import-refs.ts';
import { importedUpdate } from '../../records/import-update.ts';
import { nextVersion } from '../../records/records.ts';
import { type ImportPlan, previewImport, type RowResult, runImport } from '../../transfer/import-runner.ts';
import { issuesByField } from '../../transfer/mapping.ts';
import { type ActivityEntry, logActivities } from '../activity/activity.repository.ts';
import { changedFields } from '../activity/activity.service.ts';
import { findClientIdsByNameKeys, findClientsByVats } from '../clients/client-import.repository.ts';
import { personFieldNames, personFieldsOf } from './person.mapper.ts';
import {
  findPersonsByEmails,
  findPersonsByNameKeys,
  insertPerson,
  nameKeyOf,
  type PersonRow,
  updatePerson,
} from './person.repository.ts';
import { PERSON_ENTITY } from './person.service.ts';
import { personMoveEntries, personName } from './person-links.ts';

const synonyms: Record<string, readonly string[]> = {
  first_name: ['first name', 'firstname', 'given name', 'name'],
  last_name: ['last name', 'lastname', 'surname', 'family name'],
  type: ['tipologia', 'tipo contatto', 'type'],
  role: ['mansione', 'qualifica', 'carica', 'job title', 'role', 'title'],
  email: ['email', 'e mail', 'mail', 'posta elettronica'],
  phone: ['tel', 'telefono fisso', 'phone'],
  mobile: ['cell', 'cellulare', 'mobile', 'mobile phone'],
  client_business_name: ['ragione sociale', 'azienda', 'societa', 'company', 'client', 'customer'],
  client_vat_number: ['partita iva', 'p.iva', 'piva', 'vat', 'vat number'],
  privacy_consent_on: ['privacy', 'consenso', 'data consenso privacy', 'privacy consent'],
  notes: ['note', 'notes'],
};

/** `DD/MM/YYYY` (how Italians and the export write dates) → `YYYY-MM-DD`. */
function isoDay(value: string | undefined): string | undefined {
  const match = value ? /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value) : null;
  if (!match) return value;
  return `${match[3]}-${match[2]?.padStart(2, '0')}-${match[1]?.padStart(2, '0')}`;
}

const compactVat = (v: string) => {
  const c = v.replace(/\s+/g, '').toUpperCase();
  return /^IT\d{11}$/.test(c) ? c.slice(2) : /^\d{8,10}$/.test(c) ? c.padStart(11, '0') : c;
};

const storedField: Record<string, keyof CreatePersonInput> = {
  type: 'type_id',
  client_business_name: 'client_id',
  client_vat_number: 'client_id',
};

/**
 * The match key of a person without e-mail: the normalised name, and the client when the file says
 * it (two Mario Rossi of two clients are two persons; a file without a client column keeps clients).
 */
function nameMatchKey(nameKey: string, clientId: number | null, withClient: boolean): string {
  return withClient ? JSON.stringify([nameKey, clientId]) : nameKey;
}

/** The persons import; `userId` is recorded as creator and in the activity log. */
function personPlan(userId: number): ImportPlan<CreatePersonInput> {
  // Persons by e-mail / by name (+ client) (those without e-mail) as this import left them, across
  // batches; `lookedUp` holds the name keys already asked of the database.
  const byEmail = new Map<string, PersonRow>();
  const byName = new Map<string, PersonRow>();
  const lookedUp = new Set<string>();
  let dryRunIds = 0;
  return {
    fields: personImportFields,
    synonyms,
    async prepare(db, rows) {
      const types = await lookupIdsByName(db, 'person_types');
      const vats = [
        ...new Set(rows.flatMap((r) => (r.client_vat_number ? [compactVat(r.client_vat_number)] : []))),
      ];
      const names = [
        ...new Set(
          rows.flatMap((r) => (r.client_business_name ? [normalizeText(r.client_business_name)] : [])),
        ),
      ];
      const byVat = new Map<string, number>();
      for (const c of vats.length > 0 ? await findClientsByVats(db, vats) : []) {
        if (c.vat_number && !byVat.has(c.vat_number)) byVat.set(c.vat_number, c.id);
      }
      const byName = new Map<string, number>();
      for (const c of names.length > 0 ? await findClientIdsByNameKeys(db, names) : []) {
        if (!byName.has(c.name_key)) byName.set(c.name_key, c.id);
      }
      return (raw): RowResult<CreatePersonInput> => {
        const { type, client_business_name, client_vat_number, privacy_consent_on, ...cells } = raw;
        const errors: Record<string, string[]> = {};
        const t = resolveName(type, types, (v) => `Tipo sconosciuto: «${v}»`);
        if (t.error) errors.type = [t.error];
        // The Partita IVA identifies a client better than its name; the name is the fallback.
        let clientId: number | null = null;
        if (client_vat_number) {
          clientId = byVat.get(compactVat(client_vat_number)) ?? null;
          if (clientId === null && !client_business_name) {
            errors.client_vat_number = [`Nessun cliente con Partita IVA ${client_vat_number}`];
          }
        }
        if (clientId === null && client_business_name) {
          clientId = byName.get(normalizeText(client_business_name)) ?? null;
          if (clientId === null)
            errors.client_business_name = [`Cliente non trovato: «${client_business_name}»`];
        }
        const parsed = createPersonInputSchema.safeParse({
          ...cells,
          privacy_consent_on: isoDay(privacy_consent_on),
          type_id: t.id ?? null,
          client_id: clientId,
        });
        if (!parsed.success) Object.assign(errors, issuesByField(parsed.error.issues));
        if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
        return { ok: true, value: parsed.data };
      };
    },

    /**
     * Matches on e-mail; rows without e-mail match a person without e-mail of the same name (and
     * the same client, when a client column is mapped).
     */
    async saveBatch(trx, rows, mapped, dryRun) {
      const withClient = mapped.some((f) => storedField[f] === 'client_id');
      const emails = [...new Set(rows.flatMap((r) => (r.email && !byEmail.has(r.email) ? [r.email] : [])))];
      const keys = [
        ...new Set(
          rows.flatMap((r) => {
            const key = nameKeyOf(r.first_name, r.last_name);
            return !r.email && !lookedUp.has(key) ? [key] : [];
          }),
        ),
      ];
      for (const p of emails.length > 0 ? await findPersonsByEmails(trx, emails) : []) {
        if (p.email && !byEmail.has(p.email)) byEmail.set(p.email, p);
      }
      for (const p of keys.length > 0 ? await findPersonsByNameKeys(trx, keys) : []) {
        const key = nameMatchKey(p.name_key, p.client_id, withClient);
        if (!byName.has(key)) byName.set(key, p);
      }
      for (const key of keys) lookedUp.add(key);
      const fields = [...new Set(mapped.map((f) => storedField[f] ?? (f as keyof CreatePersonInput)))];
      const activity: ActivityEntry[] = [];
      const result = { created: 0, updated: 0, unchanged: 0 };
      const now = nowIso();
      for (const input of rows) {
        const nameKey = nameKeyOf(input.first_name, input.last_name);
        const key = nameMatchKey(nameKey, input.client_id, withClient);
        const existing = input.email ? byEmail.get(input.email) : byName.get(key);
        const remember = (row: PersonRow) =>
          input.email ? byEmail.set(input.email, row) : byName.set(key, row);
        if (!existing) {
          const id = dryRun ? -++dryRunIds : await insertPerson(trx, input, userId, now);
          activity.push(
            {
              userId,
              entity: PERSON_ENTITY,
              entityId: id,
              action: 'created',
              changes: changedFields(null, input, personFieldNames),
            },
            ...personMoveEntries(userId, id, null, { clientId: input.client_id, name: personName(input) }),
          );
          remember({ ...input, id, name_key: nameKey, updated_at: now } as PersonRow);
          result.created += 1;
          continue;
        }
        const before = personFieldsOf(existing);
        const update = importedUpdate(before, input, fields, personFieldNames);
        if (!update) {
          result.unchanged += 1;
          continue;
        }
        const { after, changes } = update;
        const version = nextVersion(existing.updated_at);
        if (!dryRun) await updatePerson(trx, existing.id, after, null, version);
        remember({ ...existing, ...after, updated_at: version });
        activity.push(
          { userId, entity: PERSON_ENTITY, entityId: existing.id, action: 'updated', changes },
          ...personMoveEntries(
            userId,
            existing.id,
            { clientId: before.client_id, name: personName(before) },
            { clientId: after.client_id, name: personName(after) },
          ),
        );
        result.updated += 1;
      }
      if (!dryRun) await logActivities(trx, activity, now);
      return result;
    },
  };
}

export function previewPersonImport(data: Buffer): Promise<ImportPreview> {
  return previewImport(data, { fields: personImportFields, synonyms });
}

/**
 * Imports persons from a CSV/XLSX upload: validated with the form's schema, client found by Partita
 * IVA or ragione sociale, matched on e-mail (without one: name and client) so a re-run updates
 * instead of duplicating. A person created with a client, or moved to another, is also logged on the
 * clients' history. `dryRun` answers the same report and writes nothing.
 */
export function importPersons(
  db: Db,
  userId: number,
  data: Buffer,
  mapping: string | undefined,
  dryRun = false,
): Promise<ImportReport> {
  return runImport(db, data, mapping, personPlan(userId), dryRun);
}

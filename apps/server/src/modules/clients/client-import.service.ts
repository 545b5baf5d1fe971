import {
  type CreateClientInput,
  clientImportFields,
  createClientInputSchema,
  type ImportPreview,
  type ImportReport,
} from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/values.ts';
import { lookupIdsByName, resolveName, userIdsByName } from '../../records/import-refs.ts';
import { importedUpdate } from '../../records/import-update.ts';
import { nextVersion } from '../../records/records.ts';
import { type ImportPlan, previewImport, type RowResult, runImport } from '../../transfer/import-runner.ts';
import { issuesByField } from '../../transfer/mapping.ts';
import { type ActivityEntry, logActivities } from '../activity/activity.repository.ts';
import { changedFields } from '../activity/activity.service.ts';
import { firstLookupId } from '../settings/lookup-keys.ts';
import { clientFieldNames, clientFieldsOf } from './client.mapper.ts';
import { type ClientRow, insertClient, updateClient } from './client.repository.ts';
import { CLIENT_ENTITY } from './client.service.ts';
import { clientMatcher } from './client-import-match.ts';

/** Header names people use besides the field's Italian label (compared without case, accents, spaces). */
const synonyms: Record<string, readonly string[]> = {
  business_name: [
    'denominazione',
    'azienda',
    'cliente',
    'nome azienda',
    'company',
    'company name',
    'business name',
    'name',
    'nome',
  ],
  vat_number: ['p.iva', 'piva', 'p iva', 'partitaiva', 'vat', 'vat number', 'vat id'],
  tax_code: ['cf', 'c.f.', 'codicefiscale', 'tax code', 'fiscal code'],
  sdi_code: ['sdi', 'codice destinatario', 'codice univoco', 'recipient code'],
  pec: ['posta certificata', 'email pec', 'pec email'],
  email: ['email', 'e mail', 'mail', 'posta elettronica'],
  phone: ['tel', 'tel.', 'telefono fisso', 'phone', 'phone number'],
  website: ['sito', 'web', 'sito internet', 'website', 'url'],
  street: ['via', 'address', 'street', 'indirizzo sede'],
  postal_code: ['cap', 'c.a.p.', 'zip', 'zip code', 'postal code', 'postcode'],
  city: ['citta', 'città', 'localita', 'city', 'town'],
  province: ['prov', 'prov.', 'sigla provincia', 'province', 'state/province'],
  country: ['paese', 'stato estero', 'country', 'nation'],
  state: ['stato cliente', 'status', 'state'],
  category: ['tipologia', 'category'],
  account_manager: ['commerciale', 'referente interno', 'responsabile', 'owner', 'account'],
  notes: ['note', 'annotazioni', 'notes', 'comments'],
};

/**
 * Excel turns 01234567897 into 1234567897 and 00184 into 184: numbers that lost their zeros get them
 * back, and the report says so (`corrections`, per field).
 */
function restoreZeros(cells: Record<string, string>) {
  const fixed = { ...cells };
  const corrections: Record<string, string[]> = {};
  const pad = (field: 'vat_number' | 'postal_code', length: number) => {
    const before = fixed[field] as string;
    fixed[field] = before.padStart(length, '0');
    corrections[field] = [`Zeri iniziali ripristinati: «${before}» → «${fixed[field]}»`];
  };
  const italian = !fixed.country || /^\s*it\s*$/i.test(fixed.country);
  if (fixed.vat_number && /^\d{8,10}$/.test(fixed.vat_number)) pad('vat_number', 11);
  if (italian && fixed.postal_code && /^\d{3,4}$/.test(fixed.postal_code)) pad('postal_code', 5);
  return { cells: fixed, corrections: Object.keys(corrections).length > 0 ? corrections : undefined };
}

/** Mapped file columns → stored fields (names resolved to ids). */
const storedField: Record<string, keyof CreateClientInput> = {
  state: 'state_id',
  category: 'category_id',
  account_manager: 'account_manager_id',
};

function toStoredFields(mapped: string[]): (keyof CreateClientInput)[] {
  return mapped.map((f) => storedField[f] ?? (f as keyof CreateClientInput));
}

/** The clients import; `userId` is recorded as creator and in the activity log. */
function clientPlan(userId: number): ImportPlan<CreateClientInput> {
  const matcher = clientMatcher();
  let dryRunIds = 0;
  /** A new client without a state gets the default one, as from the form (the first client state). */
  let defaultStateId: number | null = null;
  return {
    fields: clientImportFields,
    synonyms,
    async prepare(db) {
      const states = await lookupIdsByName(db, 'client_states');
      const categories = await lookupIdsByName(db, 'client_categories');
      const users = await userIdsByName(db);
      defaultStateId = await firstLookupId(db, 'client_states');
      return (raw): RowResult<CreateClientInput> => {
        const restored = restoreZeros(raw);
        const { state, category, account_manager, ...cells } = restored.cells;
        const errors: Record<string, string[]> = {};
        const s = resolveName(state, states, (v) => `Stato sconosciuto: «${v}»`);
        const c = resolveName(category, categories, (v) => `Categoria sconosciuta: «${v}»`);
        const a = resolveName(account_manager, users, (v) => `Utente sconosciuto: «${v}»`);
        if (s.error) errors.state = [s.error];
        if (c.error) errors.category = [c.error];
        if (a.error) errors.account_manager = [a.error];
        const parsed = createClientInputSchema.safeParse({
          ...cells,
          state_id: s.id ?? null,
          category_id: c.id ?? null,
          account_manager_id: a.id ?? null,
        });
        if (!parsed.success) Object.assign(errors, issuesByField(parsed.error.issues), errors);
        if (Object.keys(errors).length > 0 || !parsed.success) {
          // A refused value that was padded says so: the check ran on the padded value.
          for (const [field, notes] of Object.entries(restored.corrections ?? {}))
            if (errors[field]) errors[field] = [...errors[field], ...notes];
          return { ok: false, errors };
        }
        return { ok: true, value: parsed.data, corrections: restored.corrections };
      };
    },

    /** Matches with `clientMatcher`: a found client gets the file's mapped columns, others are created. */
    async saveBatch(trx, rows, mapped, dryRun) {
      await matcher.load(trx, rows);
      const fields = toStoredFields(mapped);
      const activity: ActivityEntry[] = [];
      const result = { created: 0, updated: 0, unchanged: 0 };
      const now = nowIso();
      for (const input of rows) {
        const existing = matcher.match(input);
        if (!existing) {
          const created = { ...input, state_id: input.state_id ?? defaultStateId };
          const id = dryRun ? -++dryRunIds : await insertClient(trx, created, userId, now);
          const changes = changedFields(null, created, clientFieldNames);
          activity.push({ userId, entity: CLIENT_ENTITY, entityId: id, action: 'created', changes });
          matcher.remember({ ...created, id, updated_at: now } as ClientRow);
          result.created += 1;
          continue;
        }
        const update = importedUpdate(clientFieldsOf(existing), input, fields, clientFieldNames);
        if (!update) {
          result.unchanged += 1;
          continue;
        }
        const { after, changes } = update;
        const version = nextVersion(existing.updated_at);
        if (!dryRun) await updateClient(trx, existing.id, after, null, version);
        matcher.remember({ ...existing, ...after, updated_at: version }, existing);
        activity.push({ userId, entity: CLIENT_ENTITY, entityId: existing.id, action: 'updated', changes });
        result.updated += 1;
      }
      if (!dryRun) await logActivities(trx, activity, now);
      return result;
    },
  };
}

export function previewClientImport(data: Buffer): Promise<ImportPreview> {
  return previewImport(data, { fields: clientImportFields, synonyms });
}

/**
 * Imports clients from a CSV/XLSX upload: every row validated with the form's schema, valid rows
 * written 500 per transaction, matched on Partita IVA, codice fiscale, e-mail or (none of them) name
 * so a re-run updates instead of duplicating. `dryRun` answers the same report and writes nothing.
 */
export async function importClients(
  db: Db,
  userId: number,
  data: Buffer,
  mapping: string | undefined,
  dryRun = false,
): Promise<ImportReport> {
  return runImport(db, data, mapping, clientPlan(userId), dryRun);
}

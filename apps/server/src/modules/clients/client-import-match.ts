import type { CreateClientInput } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { normalizeText } from '../../db/search.ts';
import type { ClientRow } from './client.repository.ts';
import {
  findClientsByEmails,
  findClientsByTaxCodes,
  findClientsByVats,
  findUnidentifiedClientsByNameKeys,
} from './client-import.repository.ts';

type Identifier = 'vat_number' | 'tax_code' | 'email';
type Key = Identifier | 'name';
/** Strongest first: a row is the client found by the first of these that finds one. */
const identifiers: readonly Identifier[] = ['vat_number', 'tax_code', 'email'];
const keyKinds: readonly Key[] = [...identifiers, 'name'];

const finders: Record<Key, (db: Db, values: string[]) => Promise<ClientRow[]>> = {
  vat_number: findClientsByVats,
  tax_code: findClientsByTaxCodes,
  email: findClientsByEmails,
  name: findUnidentifiedClientsByNameKeys,
};

type Keyed = Pick<CreateClientInput, Identifier | 'business_name'>;

/**
 * A record's value for one kind of key. The form's schema already normalises P.IVA, codice fiscale
 * (upper case, no spaces) and e-mail (lower case, trimmed), in the file as in the database; the name
 * counts only for a record with none of the three.
 */
function keyOf(record: Keyed, kind: Key): string | null {
  if (kind !== 'name') return record[kind] || null;
  return identifiers.some((f) => record[f]) ? null : normalizeText(record.business_name) || null;
}

/**
 * Whether a client found by a weaker key is another one: the row and the client both have a stronger
 * identifier and it differs (two Partite IVA sharing an accountant's e-mail stay two clients).
 */
function conflicts(input: Keyed, found: Keyed, kind: Identifier): boolean {
  return identifiers
    .slice(0, identifiers.indexOf(kind))
    .some((f) => input[f] && found[f] && input[f] !== found[f]);
}

/**
 * Which existing client an import row is, across the batches of one import: by Partita IVA; else
 * codice fiscale; else e-mail; else, for a row with none of the three, the normalised name among
 * clients with none either. Archived clients count. Clients are kept as this import left them, so a
 * later row (same file, later batch) finds one created or changed earlier, in a dry run as in a real
 * one: a key once looked up is never asked of the database again.
 */
export function clientMatcher() {
  const rows = new Map<number, ClientRow>();
  /** Key → client id, or null when no client has it. */
  const ids = Object.fromEntries(keyKinds.map((k) => [k, new Map<string, number | null>()])) as Record<
    Key,
    Map<string, number | null>
  >;

  return {
    /** Looks up, one query per kind of key, the keys of `batch` not seen yet. */
    async load(db: Db, batch: CreateClientInput[]): Promise<void> {
      for (const kind of keyKinds) {
        const wanted = new Set(
          batch.flatMap((input) => {
            const key = keyOf(input, kind);
            return key && !ids[kind].has(key) ? [key] : [];
          }),
        );
        if (wanted.size === 0) continue;
        for (const stored of await finders[kind](db, [...wanted])) {
          // What this import already did to a client wins over the database (dry runs write nothing).
          const client = rows.get(stored.id) ?? stored;
          rows.set(client.id, client);
          const key = keyOf(client, kind);
          if (key && wanted.has(key) && !ids[kind].has(key)) ids[kind].set(key, client.id);
        }
        for (const key of wanted) if (!ids[kind].has(key)) ids[kind].set(key, null);
      }
    },

    /** The client the row is, if any (its keys must have been loaded). */
    match(input: CreateClientInput): ClientRow | undefined {
      for (const kind of identifiers) {
        const key = keyOf(input, kind);
        const id = key ? ids[kind].get(key) : null;
        const found = id ? rows.get(id) : undefined;
        if (found && !conflicts(input, found, kind)) return found;
      }
      const name = keyOf(input, 'name');
      const id = name ? ids.name.get(name) : null;
      return id ? rows.get(id) : undefined;
    },

    /** Records a client as created or updated (`before` its previous state): its keys now find it. */
    remember(client: ClientRow, before?: ClientRow): void {
      rows.set(client.id, client);
      for (const kind of keyKinds) {
        const old = before ? keyOf(before, kind) : null;
        const key = keyOf(client, kind);
        // A key the client gave up is looked up again when next wanted: another client may have it.
        if (old && old !== key && ids[kind].get(old) === client.id) ids[kind].delete(old);
        // A key another client already has stays that client's (as the lookup's first one by id).
        if (key && !ids[kind].get(key)) ids[kind].set(key, client.id);
      }
    },
  };
}

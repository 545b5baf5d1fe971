/** Rows the data benches seed alike: numbered clients and bench users. */
import { partitaIvaCheckDigit } from '@officina/contracts';
import type { Database, Db } from '../apps/server/src/db/database.ts';
import { normalizeText, searchText } from '../apps/server/src/db/search.ts';
import type { ClientFields } from '../apps/server/src/modules/clients/client.repository.ts';
import { companyStems, comuni } from '../apps/server/src/seeds/demo/crm-data.ts';

/**
 * The k-th client of a numbered series: a company name of the demo data, a valid Partita IVA made
 * from `vatBase + k` (each bench its own base, so their numbers never meet), a comune in turn.
 */
export function benchClient(
  k: number,
  vatBase: number,
  fields: Pick<ClientFields, 'province' | 'state_id' | 'account_manager_id'>,
): ClientFields {
  const firstTen = String(vatBase + k).padStart(7, '0') + String((k % 100) + 1).padStart(3, '0');
  const [city, cap] = comuni[k % comuni.length] as [string, string, string];
  return {
    business_name: `${companyStems[k % companyStems.length]} ${Math.floor(k / companyStems.length)} S.r.l.`,
    vat_number: `${firstTen}${partitaIvaCheckDigit(firstTen)}`,
    tax_code: null,
    sdi_code: null,
    pec: null,
    email: `info${k}@example.it`,
    phone: null,
    website: null,
    street: `Via Roma ${(k % 200) + 1}`,
    postal_code: cap,
    city,
    country: 'IT',
    category_id: null,
    notes: null,
    ...fields,
  };
}

/**
 * `count` numbered clients (`benchClient`) in `province`, with their search keys, created at `at`
 * by `adminId`, inserted; answers every client's id in order.
 */
export async function seedBenchClients(
  db: Db,
  options: { count: number; vatBase: number; province: string; adminId: number; at: string },
): Promise<number[]> {
  const { count, vatBase, province, adminId, at } = options;
  const clients = Array.from({ length: count }, (_, k) =>
    benchClient(k, vatBase, { province, state_id: null, account_manager_id: null }),
  ).map((c) => ({
    ...c,
    name_key: normalizeText(c.business_name),
    search_text: searchText([c.business_name, c.vat_number]),
    created_at: at,
    updated_at: at,
    created_by: adminId,
  }));
  await insertChunks(db, 'clients', clients as never);
  return (await db.selectFrom('clients').select('id').orderBy('id').execute()).map((r) => r.id);
}

/** `count` active users `<prefix><i>@bench.officina.local` named `<name> Bench <i>`, sharing a password hash. */
export function benchUsers(count: number, prefix: string, name: string, passwordHash: string, now: string) {
  return Array.from({ length: count }, (_, i) => ({
    email: `${prefix}${i}@bench.officina.local`,
    password_hash: passwordHash,
    name,
    surname: `Bench ${i}`,
    group_id: null,
    active: 1,
    banned: 0,
    theme: 'light',
    created_at: now,
    updated_at: now,
    created_by: null,
  }));
}

/** Rows inserted 1,000 per statement in one transaction. */
export async function insertChunks(db: Db, table: keyof Database, rows: Record<string, unknown>[]) {
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 1_000) {
      await trx
        .insertInto(table)
        .values(rows.slice(i, i + 1_000) as never)
        .execute();
    }
  });
}

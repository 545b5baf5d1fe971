import { nowIso } from '../../db/values.ts';
import { insertClient } from '../../modules/clients/client.repository.ts';
import { findClientsByVats } from '../../modules/clients/client-import.repository.ts';
import { findPersonsByEmails, insertPerson } from '../../modules/persons/person.repository.ts';
import { listLookupNames } from '../../modules/settings/lookups.repository.ts';
import { listUserNames } from '../../modules/user/user.repository.ts';
import { companyStems, comuni, firstNames, lastNames, legalForms, roles } from './crm-data.ts';
import { demoBodyTaxCode, demoPersonalTaxCode, demoSdiCodes, demoVat } from './italian-codes.ts';
import type { DemoSeeder } from './types.ts';

const slug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '');

/**
 * A company's codice fiscale is its Partita IVA; a comune or an association has one of its own; a sole
 * trader (no legal form) uses the owner's personal one.
 */
function taxCode(stem: string, form: string, index: number): string {
  if (stem.startsWith('Comune')) return demoBodyTaxCode(index, 'body');
  if (stem.startsWith('Associazione')) return demoBodyTaxCode(index, 'association');
  if (form !== '' || stem.startsWith('Cooperativa')) return demoVat(index);
  const f = (index * 3) % firstNames.length;
  const owner = {
    first: firstNames[f] as string,
    last: lastNames[(index * 5) % lastNames.length] as string,
    female: f % 2 === 1,
  };
  return demoPersonalTaxCode(owner, index);
}

/** ~60 clients and ~150 persons with Italian data; existing ones (by P.IVA / e-mail) are left alone. */
export const crmSeeder: DemoSeeder = {
  name: 'clienti e persone',
  async run(ctx) {
    const db = ctx.db;
    const states = await listLookupNames(db, 'client_states');
    const categories = await listLookupNames(db, 'client_categories');
    const types = await listLookupNames(db, 'person_types');
    const managers = (await listUserNames(db)).filter((u) => u.email.endsWith('@demo.officina.it'));
    const sdiCodes = demoSdiCodes(companyStems.length);
    const clients = companyStems.map((stem, i) => {
      const [city, cap, province] = comuni[i % comuni.length] as [string, string, string];
      const pa =
        stem.startsWith('Comune') || stem.startsWith('Associazione') || stem.startsWith('Cooperativa');
      const form = pa ? '' : (legalForms[i % legalForms.length] as string);
      const domain = `${slug(stem)}.it`;
      return {
        business_name: `${stem}${form ? ` ${form}` : ''}`,
        vat_number: demoVat(i),
        tax_code: taxCode(stem, form, i),
        sdi_code: sdiCodes[i] ?? null,
        pec: `${slug(stem)}@pec.it`,
        email: `info@${domain}`,
        phone: `0${(i % 9) + 1} ${String(1_000_000 + i * 4_321).slice(0, 7)}`,
        website: `https://www.${domain}`,
        street: `Via ${['Roma', 'Garibaldi', 'Mazzini', 'Verdi', 'Dante', 'Cavour'][i % 6]} ${(i % 120) + 1}`,
        postal_code: cap,
        city,
        province,
        country: 'IT',
        state_id: states[i % states.length]?.id ?? null,
        category_id: (pa ? categories[1] : categories[i % 5 === 0 ? 2 : 0])?.id ?? null,
        account_manager_id: managers.length > 0 ? (managers[i % managers.length]?.id ?? null) : null,
        notes: i % 4 === 0 ? 'Cliente storico: preferisce essere contattato al mattino.' : null,
      };
    });

    const existing = new Set(
      (
        await findClientsByVats(
          db,
          clients.map((c) => c.vat_number),
        )
      ).map((c) => c.vat_number),
    );
    await db.transaction().execute(async (trx) => {
      const now = nowIso();
      for (const client of clients)
        if (!existing.has(client.vat_number)) await insertClient(trx, client, null, now);
    });

    const stored = await findClientsByVats(
      db,
      clients.map((c) => c.vat_number),
    );
    const persons = stored.flatMap((client, i) =>
      Array.from({ length: 2 + (i % 2) + (i % 5 === 0 ? 1 : 0) }, (_, k) => {
        const first = firstNames[(i * 3 + k * 7) % firstNames.length] as string;
        const last = lastNames[(i * 5 + k * 3) % lastNames.length] as string;
        const domain = (client.website ?? '').replace(/^https:\/\/www\./, '');
        return {
          first_name: first,
          last_name: last,
          type_id: types[k % types.length]?.id ?? null,
          client_id: client.id,
          role: roles[(i + k) % roles.length] as string,
          email: `${slug(first)}.${slug(last)}@${domain}`,
          phone: client.phone,
          mobile: `3${String(40_000_0000 + i * 1_234_567 + k * 7_654).slice(0, 9)}`,
          notes: null,
          privacy_consent_on: k === 0 ? '2025-03-15' : null,
        };
      }),
    );
    const known = new Set(
      (
        await findPersonsByEmails(
          db,
          persons.map((p) => p.email),
        )
      ).map((p) => p.email),
    );
    await db.transaction().execute(async (trx) => {
      const now = nowIso();
      for (const person of persons) if (!known.has(person.email)) await insertPerson(trx, person, null, now);
    });
  },
};

import {
  addDays,
  changeOpportunityStatusInputSchema,
  createContractFromOpportunityInputSchema,
  createContractInputSchema,
  createOpportunityInputSchema,
  type OpportunityRowInput,
  romeDateOf,
} from '@officina/contracts';
import { nowIso } from '../../db/values.ts';
import { createContract } from '../../modules/contracts/contract.service.ts';
import { createOpportunity } from '../../modules/opportunities/opportunity.service.ts';
import { createContractFromOpportunity } from '../../modules/opportunities/opportunity-contract.service.ts';
import { changeOpportunityStatus } from '../../modules/opportunities/opportunity-status.service.ts';
import { insertProduct } from '../../modules/products/product.repository.ts';
import { listLookupNames } from '../../modules/settings/lookups.repository.ts';
import { listUserNames } from '../../modules/user/user.repository.ts';
import { demoOpportunityTitles, demoProducts, lostReasons } from './sales-data.ts';
import type { DemoSeeder } from './types.ts';

const ids = async (ctx: Parameters<DemoSeeder['run']>[0], kind: Parameters<typeof listLookupNames>[1]) =>
  Object.fromEntries((await listLookupNames(ctx.db, kind)).map((l) => [l.key, l.id])) as Record<
    string,
    number
  >;

/**
 * Standalone contracts, one per entry: state and the day it ends, counted from today (one-year terms),
 * so that each state agrees with its dates — active and renewing ones cover today (some expiring within
 * 30 days, for the "in scadenza" filter), expired ones have ended, drafts have not started yet.
 */
const standaloneContracts: [state: 'active' | 'renewing' | 'expired' | 'draft', endsInDays: number][] = [
  ['active', 14],
  ['renewing', 5],
  ['expired', -6],
  ['draft', 375],
  ['active', 64],
  ['renewing', 24],
  ['expired', -45],
  ['draft', 395],
  ['active', 200],
  ['renewing', 40],
  ['expired', -120],
  ['draft', 420],
];

/**
 * ~30 products, 40 opportunities over every state with rows (on the CRM seeder's clients), their
 * contracts for the won ones plus standalone contracts (~20 in all). Existing products (by code),
 * opportunities and contracts (by title) are left alone, so the seed can run again.
 */
export const salesSeeder: DemoSeeder = {
  name: 'prodotti, opportunità e contratti',
  async run(ctx, { now }) {
    const db = ctx.db;
    const users = (await listUserNames(db)).filter((u) => u.email.endsWith('@demo.officina.it'));
    const seller = users.find((u) => u.email.startsWith('commerciale')) ?? users[0];
    if (!seller) return;
    const clients = await db
      .selectFrom('clients')
      .select(['id'])
      .where('archived_at', 'is', null)
      .orderBy('id')
      .limit(40)
      .execute();
    if (clients.length === 0) return;
    const categories = await ids(ctx, 'product_categories');
    const rowTypes = await ids(ctx, 'opportunity_rows_type');
    const rowStates = await ids(ctx, 'opportunity_rows_states');
    const states = await listLookupNames(db, 'opportunity_states');
    const today = romeDateOf(now);
    const oppTypes = await ids(ctx, 'opportunity_type');
    const contractStates = await ids(ctx, 'contract_states');
    const contractTypes = await ids(ctx, 'contract_types');

    const existingCodes = new Set(
      (await db.selectFrom('products').select('code').execute()).map((p) => p.code),
    );
    for (const [code, name, category, unit, euro, vat, recurrence] of demoProducts) {
      if (existingCodes.has(code)) continue;
      await insertProduct(
        db,
        {
          code,
          name,
          description: null,
          category_id: categories[category] ?? null,
          unit,
          unit_price_cents: Math.round(euro * 100),
          vat_rate: vat,
          recurrence,
          active: code !== 'HW-PC',
        },
        seller.id,
        nowIso(),
      );
    }
    const products = await db.selectFrom('products').selectAll().orderBy('id').execute();

    const existingTitles = new Set(
      (await db.selectFrom('opportunities').select('title').execute()).map((o) => o.title),
    );
    const stateCycle = ['new', 'qualified', 'offer_sent', 'negotiation', 'won', 'lost', 'offer_sent', 'won'];
    for (const [i, title] of demoOpportunityTitles.entries()) {
      if (existingTitles.has(title)) continue;
      const owner = users[i % users.length] ?? seller;
      const pick = (k: number) => products[(i * 7 + k * 5) % products.length];
      const stateKey = stateCycle[i % stateCycle.length] as string;
      const closed = stateKey === 'won' || stateKey === 'lost';
      const rows: OpportunityRowInput[] = [];
      for (let k = 0; k < 2 + (i % 3); k++) {
        const p = pick(k);
        if (!p) continue;
        rows.push({
          type_id: rowTypes.product as number,
          state_id: (closed && stateKey === 'won' ? rowStates.accepted : rowStates.proposed) ?? null,
          product_id: p.id,
          description: p.name,
          quantity: p.unit === 'ore' ? 8 + (i % 5) * 4 : 1 + (k % 2),
          unit: p.unit,
          unit_price_cents: Number(p.unit_price_cents),
          discount_percent: k === 0 && i % 4 === 0 ? 10 : 0,
          vat_rate: p.vat_rate as 22,
        });
      }
      if (i % 3 === 0)
        rows.push({
          type_id: rowTypes.description as number,
          description: 'Tempi di consegna: 30 giorni dall’ordine.',
        });
      if (i % 5 === 0) {
        rows.push({
          type_id: rowTypes.free as number,
          state_id: rowStates.optional ?? null,
          description: 'Estensione garanzia 24 mesi',
          unit_price_cents: 15000,
          vat_rate: 22,
        });
      }
      if (i % 6 === 0) {
        rows.push({
          type_id: rowTypes.discount as number,
          state_id: (stateKey === 'won' ? rowStates.accepted : null) ?? null,
          description: 'Sconto cliente fedele',
          unit_price_cents: 5000,
          vat_rate: 22,
        });
      }
      // The services take validated input (the routes' schemas validate the API's): validated here.
      const detail = await createOpportunity(
        db,
        owner.id,
        createOpportunityInputSchema.parse({
          title,
          client_id: (clients[i % clients.length] as { id: number }).id,
          owner_id: owner.id,
          type_id: Object.values(oppTypes)[i % 3] ?? null,
          probability: [10, 30, 50, 70][i % 4],
          expected_close_on: addDays(today, -30 + i * 5),
          valid_until: addDays(today, 30 + (i % 4) * 15),
          payment_terms: i % 2 === 0 ? 'Bonifico bancario 30 gg data fattura' : 'Rimessa diretta a vista',
          notes:
            i % 4 === 0
              ? 'Prezzi IVA esclusa. Offerta soggetta ad approvazione del progetto esecutivo.'
              : null,
          rows,
        }),
      );
      const state = states.find((s) => s.key === stateKey);
      if (state && state.id !== detail.opportunity.state_id) {
        const changed = await changeOpportunityStatus(
          db,
          owner.id,
          detail.opportunity.id,
          changeOpportunityStatusInputSchema.parse({
            state_id: state.id,
            note: 'Aggiornamento dopo colloquio con il cliente',
            lost_reason: stateKey === 'lost' ? (lostReasons[i % lostReasons.length] as string) : null,
            updated_at: detail.opportunity.updated_at,
          }),
        );
        if (stateKey === 'won') {
          await createContractFromOpportunity(
            db,
            owner.id,
            changed.opportunity.id,
            createContractFromOpportunityInputSchema.parse({
              billing_period: i % 2 === 0 ? 'annuale' : 'una_tantum',
              state_id: contractStates.active ?? null,
              type_id: Object.values(contractTypes)[i % 5] ?? null,
            }),
          );
        }
      }
    }

    // Standalone contracts (renewals, hosting…), some expiring soon for the "in scadenza" filter.
    const contractTitles = new Set(
      (await db.selectFrom('contracts').select('title').execute()).map((c) => c.title),
    );
    const periods = ['mensile', 'trimestrale', 'semestrale', 'annuale'] as const;
    for (const [i, [stateKey, endsInDays]] of standaloneContracts.entries()) {
      const title = `Contratto di servizio ${['hosting', 'assistenza', 'manutenzione', 'licenze'][i % 4]} n. ${i + 1}`;
      if (contractTitles.has(title)) continue;
      const end = addDays(today, endsInDays);
      await createContract(
        db,
        seller.id,
        createContractInputSchema.parse({
          title,
          client_id: (clients[(i * 3) % clients.length] as { id: number }).id,
          type_id: Object.values(contractTypes)[i % 5] ?? null,
          state_id: contractStates[stateKey] ?? null,
          start_on: addDays(end, -364),
          end_on: end,
          tacit_renewal: stateKey !== 'expired' && i % 2 === 0,
          notice_days: [30, 60, 90][i % 3] ?? 30,
          amount_cents: [15000, 39000, 48000, 120000][i % 4] ?? 15000,
          billing_period: periods[i % 4],
          hours_included_minutes: i % 4 === 1 ? 20 * 60 : null,
          notes: null,
        }),
      );
    }
  },
};

import { nowIso } from '../../db/values.ts';
import { putSettingIfMissing } from '../../modules/settings/settings.repository.ts';
import type { DemoSeeder } from './types.ts';

/** Company data for offers (header, legal data, default conditions), unless an admin already set it. */
export const settingsSeeder: DemoSeeder = {
  name: 'impostazioni',
  async run(ctx) {
    const now = nowIso();
    await putSettingIfMissing(ctx.db, 'opportunity_company_name', 'Officina Demo S.r.l.', now);
    await putSettingIfMissing(
      ctx.db,
      'opportunity_header',
      'Tel. 02 1234 5678 · info@officina-demo.it · www.officina-demo.it',
      now,
    );
    await putSettingIfMissing(ctx.db, 'company_name', 'Officina Demo S.r.l.', now);
    await putSettingIfMissing(ctx.db, 'company_vat', '01234560157', now);
    const legal = [
      ['company_address', 'Via Roma 1, 20121 Milano (MI)'],
      ['company_rea', 'MI-1234567'],
      ['company_share_capital_cents', '1000000'],
      ['company_share_capital_paid', '1'],
      ['company_pec', 'officinademo@pec.it'],
      ['company_sdi_code', 'T9K4ZHO'],
      ['company_iban', 'IT60X0542811101000000123456'],
      ['offer_payment_terms', 'Bonifico bancario a 30 giorni data fattura'],
      ['offer_validity_days', '30'],
    ] as const;
    for (const [key, value] of legal) await putSettingIfMissing(ctx.db, key, value, now);
  },
};

import { nowIso } from '../../db/values.ts';
import { putSettingIfMissing } from '../../modules/settings/settings.repository.ts';
import type { DemoSeeder } from './types.ts';

/** Company data for offers, unless an admin already set it. */
export const settingsSeeder: DemoSeeder = {
  name: 'impostazioni',
  async run(ctx) {
    const now = nowIso();
    await putSettingIfMissing(ctx.db, 'opportunity_company_name', 'Officina Demo S.r.l.', now);
    await putSettingIfMissing(
      ctx.db,
      'opportunity_header',
      'Officina Demo S.r.l. · Via Roma 1, 20121 Milano (MI) · P.IVA 01234567897',
      now,
    );
    await putSettingIfMissing(ctx.db, 'company_name', 'Officina Demo S.r.l.', now);
    await putSettingIfMissing(ctx.db, 'company_vat', '01234567897', now);
  },
};

import { z } from 'zod';
import { lookupSchema } from './lookups.ts';

export const userGroupSchema = z.object({ id: z.number().int(), name: z.string() });
export type UserGroup = z.infer<typeof userGroupSchema>;

/** A colleague the user can pick as assignee or filter; the signed-in user is always last. */
export const subuserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
});
export type Subuser = z.infer<typeof subuserSchema>;

const lookups = z.array(lookupSchema);

/** GET /api/people/settings — exactly these keys (the web reads no others). */
export const peopleSettingsSchema = z.object({
  user_groups: z.array(userGroupSchema),
  user_subusers: z.array(subuserSchema),
  calendars: lookups,
  client_states: lookups,
  client_categories: lookups,
  person_types: lookups,
});
export type PeopleSettings = z.infer<typeof peopleSettingsSchema>;

/** GET /api/officina/settings — exactly these keys (the web reads no others). */
export const productSettingsSchema = z.object({
  project_states: lookups,
  project_categories: lookups,
  todo_states: lookups,
  todo_type_repeat: lookups,
  todo_type_end_repeat: lookups,
  timing_types: lookups,
});
export type ProductSettings = z.infer<typeof productSettingsSchema>;

/** GET /api/opportunities/settings — exactly these keys (the web reads no others). */
export const opportunitiesSettingsSchema = z.object({
  contract_states: lookups,
  contract_types: lookups,
  product_categories: lookups,
  opportunity_states: lookups,
  opportunity_type: lookups,
  opportunity_rows_type: lookups,
  opportunity_rows_states: lookups,
  opportunity_logo: z.string().nullable(),
  opportunity_company_name: z.string().nullable(),
  opportunity_header: z.string().nullable(),
});
export type OpportunitiesSettings = z.infer<typeof opportunitiesSettingsSchema>;

/** Keys of the key/value `settings` table. */
export const settingKeys = [
  'opportunity_logo',
  'opportunity_header',
  'opportunity_company_name',
  'company_name',
  'company_vat',
  'company_address',
] as const;
export type SettingKey = (typeof settingKeys)[number];

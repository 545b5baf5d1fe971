import { z } from 'zod';
import { type LookupKind, lookupSchema } from './lookups.ts';

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

/** One `kind: Lookup[]` entry per kind, in the order given (a settings answer's lookup lists). */
function lookupLists<const K extends readonly LookupKind[]>(kinds: K) {
  return Object.fromEntries(kinds.map((kind) => [kind, lookups])) as { [P in K[number]]: typeof lookups };
}

/** The lookup kinds each settings answer lists, in order (the schema and the server read these). */
export const peopleSettingsLookupKinds = [
  'calendars',
  'client_states',
  'client_categories',
  'person_types',
] as const;
export const productSettingsLookupKinds = [
  'project_states',
  'project_categories',
  'todo_states',
  'todo_type_repeat',
  'todo_type_end_repeat',
  'timing_types',
] as const;
export const opportunitiesSettingsLookupKinds = [
  'contract_states',
  'contract_types',
  'product_categories',
  'opportunity_states',
  'opportunity_type',
  'opportunity_rows_type',
  'opportunity_rows_states',
] as const;

/** GET /api/people/settings — exactly these keys (the web reads no others). */
export const peopleSettingsSchema = z.object({
  user_groups: z.array(userGroupSchema),
  user_subusers: z.array(subuserSchema),
  ...lookupLists(peopleSettingsLookupKinds),
});
export type PeopleSettings = z.infer<typeof peopleSettingsSchema>;

/** GET /api/officina/settings — exactly these keys (the web reads no others). */
export const productSettingsSchema = z.object(lookupLists(productSettingsLookupKinds));
export type ProductSettings = z.infer<typeof productSettingsSchema>;

/** GET /api/opportunities/settings — exactly these keys (the web reads no others). */
export const opportunitiesSettingsSchema = z.object({
  ...lookupLists(opportunitiesSettingsLookupKinds),
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
  'company_tax_code',
  'company_rea',
  'company_share_capital_cents',
  'company_share_capital_paid',
  'company_pec',
  'company_sdi_code',
  'company_iban',
  'offer_payment_terms',
  'offer_validity_days',
  'schedule_patron',
  'company_logo_light',
  'company_logo_dark',
  'default_vat_rate',
  'weekly_hours_target',
] as const;
export type SettingKey = (typeof settingKeys)[number];

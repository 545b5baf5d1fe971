import { z } from 'zod';
import { passwordSchema } from '../auth/auth.schemas.ts';
import { choicesOf } from '../common/choices.ts';
import { instantSchema, queryRefIdSchema, refIdSchema, withVersion } from '../common/id.ts';
import { emailSchema } from '../common/italian/schemas.ts';
import { recordList } from '../common/record-list.ts';

/** A user's state as the administration shows it (invited: never signed in, an invitation pending). */
export const {
  values: adminUserStatuses,
  schema: adminUserStatusSchema,
  labels: adminUserStatusLabels,
} = choicesOf(
  { active: 'Attivo', inactive: 'Disattivato', banned: 'Bloccato', invited: 'Invitato' },
  'Stato non valido',
);
export type AdminUserStatus = (typeof adminUserStatuses)[number];

/** A user as the administration's list and detail show it. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  group_id: z.number().int().nullable(),
  group_name: z.string().nullable(),
  active: z.boolean(),
  banned: z.boolean(),
  /** Never signed in and an unused, unexpired invitation is pending. */
  invited: z.boolean(),
  last_login_at: instantSchema.nullable(),
  created_at: instantSchema,
  updated_at: instantSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

const personName = (missing: string) =>
  z
    .string({ error: missing })
    .overwrite((value) => value.trim().replace(/\s+/g, ' '))
    .min(1, missing)
    .max(100, 'Al massimo 100 caratteri');

const adminUserInputShape = {
  name: personName('Inserisci il nome'),
  surname: personName('Inserisci il cognome'),
  email: emailSchema,
  group_id: refIdSchema.nullable().default(null),
};

/** Invites a user: the account is created with no usable password until the invitation is accepted. */
export const inviteUserInputSchema = z.object(adminUserInputShape);
export type InviteUserInput = z.infer<typeof inviteUserInputSchema>;

/** PUT: name, surname, e-mail and group, with the `updated_at` read (stale → 409). */
export const updateAdminUserInputSchema = withVersion(adminUserInputShape);
export type UpdateAdminUserInput = z.infer<typeof updateAdminUserInputSchema>;

const usersList = recordList({
  sort: ['name', 'email', 'last_login_at'],
  defaultSort: 'name',
  filters: { group_id: queryRefIdSchema, status: adminUserStatusSchema.optional() },
});
export const adminUserSortColumns = usersList.sortColumns;
/** `?q=` matches name, surname and e-mail; users are never archived (they are deactivated). */
export const adminUserListQuerySchema = usersList.query.omit({ archived: true });
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

/** Accepting an invitation: the mailed code and the chosen password, typed twice. */
export const acceptInvitationInputSchema = z
  .object({
    code: z.string().min(16).max(256),
    password: passwordSchema,
    password_confirmation: z.string().max(256),
  })
  .refine((input) => input.password === input.password_confirmation, {
    message: 'Le due password non coincidono',
    path: ['password_confirmation'],
  });
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInputSchema>;

/** Whether an invitation code can still be used, and whom to greet (nothing else is told). */
export const invitationStatusSchema = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(true), name: z.string() }),
  z.object({ valid: z.literal(false) }),
]);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

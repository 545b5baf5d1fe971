import { z } from 'zod';
import { permissionRuleSchema } from './permissions.ts';

export const themeSchema = z.enum(['light', 'dark']);
export type Theme = z.infer<typeof themeSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  group_id: z.number().int().nullable(),
  group_name: z.string().nullable(),
  theme: themeSchema,
  active: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** Login form: both fields are required; the server answers 422 with `errors.login` otherwise. */
export const loginInputSchema = z.object({
  // `error` covers a missing field (not just an empty one), so errors.login is always friendly.
  email: z.string({ error: 'Inserisci l’email' }).trim().min(1, 'Inserisci l’email').max(254),
  password: z.string({ error: 'Inserisci la password' }).min(1, 'Inserisci la password').max(1024),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const userAuthResponseSchema = z.object({ user: userSchema });
export type UserAuthResponse = z.infer<typeof userAuthResponseSchema>;

export const permissionsResponseSchema = z.object({ permissions: z.array(permissionRuleSchema) });
export type PermissionsResponse = z.infer<typeof permissionsResponseSchema>;

export const passwordSchema = z
  .string()
  .min(10, 'La password deve avere almeno 10 caratteri')
  .max(256, 'La password può avere al massimo 256 caratteri');

export const forgotPasswordInputSchema = z.object({
  email: z.string().trim().email('Inserisci un indirizzo email valido').max(254),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export const resetPasswordInputSchema = z.object({
  code: z.string().min(16).max(256),
  password: passwordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

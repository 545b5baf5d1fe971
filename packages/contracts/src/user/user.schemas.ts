import { z } from 'zod';
import { passwordSchema, themeSchema } from '../auth/auth.schemas.ts';

export const updateProfileInputSchema = z.object({
  name: z.string().trim().min(1, 'Inserisci il nome').max(100, 'Al massimo 100 caratteri'),
  surname: z.string().trim().min(1, 'Inserisci il cognome').max(100, 'Al massimo 100 caratteri'),
  theme: themeSchema,
});
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

export const changePasswordInputSchema = z.object({
  current_password: z.string().min(1, 'Inserisci la password attuale').max(1024),
  password: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

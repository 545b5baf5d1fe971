import type { ForgotPasswordInput, LoginInput } from '@officina/contracts';
import type { FieldPath, FieldValues, RegisterOptions } from 'react-hook-form';
import { regexes } from 'zod/v4/core';

/**
 * Validation of the login and forgotten-password forms with react-hook-form's own rules: the same
 * checks and Italian messages as contracts' `loginInputSchema` and `forgotPasswordInputSchema`
 * (auth-form-rules.test.ts runs both on the same inputs). Why not zodResolver: both forms are on /login,
 * whose JS must stay ≤ 150 KB gzip, and zod's classic API alone costs ≈ 45 KB gzip. The heavier forms
 * (reset password, profile) are lazy chunks and keep zodResolver with the contracts schemas.
 */
type Rules<T extends FieldValues> = { [K in FieldPath<T>]: RegisterOptions<T, K> };

const within = (value: string, min: number, max: number) => value.length >= min && value.length <= max;

export const loginRules: Rules<LoginInput> = {
  email: { validate: (value) => within(value.trim(), 1, 254) || 'Inserisci l’email' },
  password: { validate: (value) => within(value, 1, 1024) || 'Inserisci la password' },
};

/** What the schema's parse would hand on: the e-mail address trimmed. */
export const toLoginInput = ({ email, password }: LoginInput): LoginInput => ({
  email: email.trim(),
  password,
});

export const forgotPasswordRules: Rules<ForgotPasswordInput> = {
  email: {
    validate: (value) => {
      const email = value.trim();
      // zod's own e-mail pattern (a few hundred bytes, no schema machinery).
      if (!regexes.email.test(email)) return 'Inserisci un indirizzo email valido';
      if (email.length > 254) return 'Too big: expected string to have <=254 characters';
      return true;
    },
  },
};

export const toForgotPasswordInput = ({ email }: ForgotPasswordInput): ForgotPasswordInput => ({
  email: email.trim(),
});

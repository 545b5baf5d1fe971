import type { ForgotPasswordInput, LoginInput } from '@officina/contracts';

/**
 * Validation of the login and forgotten-password forms by hand: the same checks and Italian messages
 * as contracts' `loginInputSchema` and `forgotPasswordInputSchema` (auth-form-rules.test.ts runs both
 * on the same inputs). Why not zodResolver: both forms are on /login, whose JS must stay ≤ 150 KB gzip,
 * and zod's classic API alone costs ≈ 45 KB gzip. The heavier forms (reset password, profile) are lazy
 * chunks and keep react-hook-form with zodResolver and the contracts schemas.
 */
export type Validators<T> = { [K in keyof T]: (value: string) => string | true };

/** zod 4's e-mail pattern (`z.email()`, used by forgotPasswordInputSchema); the test compares them. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

const within = (value: string, min: number, max: number) => value.length >= min && value.length <= max;

export const loginValidators: Validators<LoginInput> = {
  email: (value) => within(value.trim(), 1, 254) || 'Inserisci l’email',
  password: (value) => within(value, 1, 1024) || 'Inserisci la password',
};

/** What the schema's parse would hand on: the e-mail address trimmed. */
export const toLoginInput = ({ email, password }: LoginInput): LoginInput => ({
  email: email.trim(),
  password,
});

export const forgotPasswordValidators: Validators<ForgotPasswordInput> = {
  email: (value) => {
    const email = value.trim();
    if (!EMAIL_PATTERN.test(email)) return 'Inserisci un indirizzo email valido';
    if (email.length > 254) return 'Too big: expected string to have <=254 characters';
    return true;
  },
};

export const toForgotPasswordInput = ({ email }: ForgotPasswordInput): ForgotPasswordInput => ({
  email: email.trim(),
});

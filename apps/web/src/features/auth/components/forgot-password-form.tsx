import type { ForgotPasswordInput } from '@officina/contracts';
import { Link } from 'react-router';
import { PlainAlert } from '../../../components/plain/plain-alert.tsx';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import { PlainTextField } from '../../../components/plain/plain-text-field.tsx';
import { paths } from '../../../lib/paths.ts';
import { strings } from '../../../lib/strings.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { forgotPasswordValidators, toForgotPasswordInput } from '../utils/auth-form-rules.ts';
import { useAuthForm } from '../utils/use-auth-form.ts';
import { AuthCard } from './auth-card.tsx';

export const FORGOT_PASSWORD_SENT =
  "Se l'indirizzo è registrato, riceverai a breve un'email con il link per reimpostare la password.";

/** Asks for the reset link; the answer is the same whether or not the address exists. */
export function ForgotPasswordForm({ redirect }: { redirect: string | null }) {
  // Not react-hook-form + zodResolver(forgotPasswordInputSchema), and plain controls rather than MUI:
  // same checks and messages within the /login bundle budget (auth-form-rules.ts, use-auth-form.ts).
  const { field, handleSubmit } = useAuthForm<ForgotPasswordInput>({ email: '' }, forgotPasswordValidators);
  const forgot = useForgotPassword();

  return (
    <AuthCard
      title="Password dimenticata"
      intro="Inserisci l'email del tuo account: ti invieremo un link per reimpostare la password."
    >
      {forgot.isSuccess ? (
        <PlainAlert>{FORGOT_PASSWORD_SENT}</PlainAlert>
      ) : (
        <form
          className="ui-form"
          noValidate
          onSubmit={handleSubmit((input) => forgot.mutate(toForgotPasswordInput(input)))}
        >
          <PlainTextField
            {...field('email')}
            label={strings.email}
            type="email"
            autoComplete="email"
            autoFocus
          />
          <PlainButton type="submit" loading={forgot.isPending}>
            Invia il link
          </PlainButton>
        </form>
      )}
      <Link className="ui-link" to={paths.login.build(redirect)}>
        Torna all'accesso
      </Link>
    </AuthCard>
  );
}

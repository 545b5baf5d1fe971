import type { LoginInput } from '@officina/contracts';
import { Link } from 'react-router';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import { PlainTextField } from '../../../components/plain/plain-text-field.tsx';
import { paths } from '../../../lib/paths.ts';
import { strings } from '../../../lib/strings.ts';
import { useLogin } from '../api/login.ts';
import { loginValidators, toLoginInput } from '../utils/auth-form-rules.ts';
import { useAuthForm } from '../utils/use-auth-form.ts';
import { AuthCard } from './auth-card.tsx';

interface LoginFormProps {
  /** Where the visitor was going (the `redirect` query), kept for the forgotten-password link. */
  redirect: string | null;
  onSignedIn: () => void;
}

/** Email and password; errors (wrong password, 422, 429) are toasted by the error catalogue. */
export function LoginForm({ redirect, onSignedIn }: LoginFormProps) {
  // Not react-hook-form + zodResolver(loginInputSchema), and plain controls rather than MUI: same checks,
  // messages and look, within the /login bundle budget (auth-form-rules.ts, docs/ARCHITECTURE.md).
  const { field, handleSubmit } = useAuthForm<LoginInput>({ email: '', password: '' }, loginValidators);
  const login = useLogin();

  return (
    <AuthCard title="Accedi a Officina">
      <form
        className="ui-form"
        noValidate
        onSubmit={handleSubmit((input) => login.mutate(toLoginInput(input), { onSuccess: onSignedIn }))}
      >
        <PlainTextField
          {...field('email')}
          label={strings.email}
          type="email"
          autoComplete="username"
          autoFocus
        />
        <PlainTextField
          {...field('password')}
          label={strings.password}
          type="password"
          autoComplete="current-password"
        />
        <PlainButton type="submit" loading={login.isPending}>
          {strings.login}
        </PlainButton>
        <Link className="ui-link" to={paths.forgotPassword.build(redirect)}>
          {strings.forgotPassword}
        </Link>
      </form>
    </AuthCard>
  );
}

import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { LoginInput } from '@officina/contracts';
import { Link as RouterLink } from 'react-router';
import { TextInputField } from '../../../components/text-input-field.tsx';
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
  // Not react-hook-form + zodResolver(loginInputSchema): same checks and messages without them, for the
  // /login bundle budget (see auth-form-rules.ts and use-auth-form.ts).
  const { field, handleSubmit } = useAuthForm<LoginInput>({ email: '', password: '' }, loginValidators);
  const login = useLogin();

  return (
    <AuthCard title="Accedi a Officina">
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={handleSubmit((input) => login.mutate(toLoginInput(input), { onSuccess: onSignedIn }))}
      >
        <TextInputField
          {...field('email')}
          label={strings.email}
          type="email"
          autoComplete="username"
          autoFocus
        />
        <TextInputField
          {...field('password')}
          label={strings.password}
          type="password"
          autoComplete="current-password"
        />
        <Button type="submit" variant="contained" size="large" loading={login.isPending}>
          {strings.login}
        </Button>
        <Link component={RouterLink} to={paths.forgotPassword.build(redirect)} sx={{ alignSelf: 'center' }}>
          {strings.forgotPassword}
        </Link>
      </Stack>
    </AuthCard>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { ForgotPasswordInput } from '@officina/contracts';
import { Link as RouterLink } from 'react-router';
import { TextInputField } from '../../../components/text-input-field.tsx';
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
  // Not react-hook-form + zodResolver(forgotPasswordInputSchema): same checks and messages without
  // them, for the /login bundle budget (see auth-form-rules.ts and use-auth-form.ts).
  const { field, handleSubmit } = useAuthForm<ForgotPasswordInput>({ email: '' }, forgotPasswordValidators);
  const forgot = useForgotPassword();

  return (
    <AuthCard
      title="Password dimenticata"
      intro="Inserisci l'email del tuo account: ti invieremo un link per reimpostare la password."
    >
      {forgot.isSuccess ? (
        <Alert severity="success" role="status">
          {FORGOT_PASSWORD_SENT}
        </Alert>
      ) : (
        <Stack
          component="form"
          noValidate
          spacing={2}
          onSubmit={handleSubmit((input) => forgot.mutate(toForgotPasswordInput(input)))}
        >
          <TextInputField
            {...field('email')}
            label={strings.email}
            type="email"
            autoComplete="email"
            autoFocus
          />
          <Button type="submit" variant="contained" size="large" loading={forgot.isPending}>
            Invia il link
          </Button>
        </Stack>
      )}
      <Link component={RouterLink} to={paths.login.build(redirect)} sx={{ alignSelf: 'center' }}>
        Torna all'accesso
      </Link>
    </AuthCard>
  );
}

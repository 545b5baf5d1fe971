import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { passwordSchema } from '@officina/contracts';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { paths } from '../../../lib/paths.ts';
import { strings } from '../../../lib/strings.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard } from './auth-card.tsx';

const resetFormSchema = z
  .object({ password: passwordSchema, confirmation: z.string() })
  .refine((value) => value.password === value.confirmation, {
    path: ['confirmation'],
    message: strings.passwordsDoNotMatch,
  });
type ResetForm = z.infer<typeof resetFormSchema>;

/** The new password twice; on success the user signs in with it. */
export function ResetPasswordForm({ code, onDone }: { code: string; onDone: () => void }) {
  const { control, handleSubmit } = useForm<ResetForm>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirmation: '' },
  });
  const reset = useResetPassword();

  return (
    <AuthCard title="Reimposta la password" intro="Scegli una nuova password di almeno 10 caratteri.">
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={handleSubmit(({ password }) => reset.mutate({ code, password }, { onSuccess: onDone }))}
      >
        <FormTextField
          control={control}
          name="password"
          label="Nuova password"
          type="password"
          autoComplete="new-password"
          autoFocus
        />
        <FormTextField
          control={control}
          name="confirmation"
          label="Ripeti la nuova password"
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
          Reimposta la password
        </Button>
        <Link component={RouterLink} to={paths.login.build()} sx={{ alignSelf: 'center' }}>
          Torna all'accesso
        </Link>
      </Stack>
    </AuthCard>
  );
}

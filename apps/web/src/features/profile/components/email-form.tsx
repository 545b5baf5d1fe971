import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEmailInput, changeEmailInputSchema } from '@officina/contracts';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { notify } from '../../../lib/toast.ts';
import { useChangeEmail } from '../api/change-email.ts';

/** The sign-in e-mail, changed with the current password (PUT user/email); a refusal shows inline. */
export function EmailForm({ email }: { email: string }) {
  const { control, handleSubmit, reset, setError } = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailInputSchema),
    defaultValues: { email, current_password: '' },
  });
  const change = useChangeEmail();

  const submit = handleSubmit((input) =>
    change.mutate(input, {
      onSuccess: (data) => {
        reset({ email: data.user.email, current_password: '' });
        notify.success('E-mail di accesso aggiornata');
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        for (const [field, messages] of Object.entries(error.fieldErrors())) {
          if ((field === 'email' || field === 'current_password') && messages[0]) {
            setError(field, { message: messages[0] });
          }
        }
      },
    }),
  );

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-labelledby="email-form-title">
      <Typography id="email-form-title" variant="h3" sx={{ fontSize: 16, fontWeight: 600 }}>
        E-mail di accesso
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="email" label="E-mail" type="email" autoComplete="email" />
        <FormTextField
          control={control}
          name="current_password"
          label="Conferma con la tua password"
          type="password"
          autoComplete="current-password"
        />
      </Stack>
      <Button type="submit" variant="outlined" loading={change.isPending} sx={{ alignSelf: 'flex-start' }}>
        Cambia e-mail
      </Button>
    </Stack>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { changePasswordInputSchema } from '@officina/contracts';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { TitledSection } from '../../../components/titled-section.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { strings } from '../../../lib/strings.ts';
import { notify } from '../../../lib/toast.ts';
import { useChangePassword } from '../api/change-password.ts';

const passwordFormSchema = changePasswordInputSchema
  .extend({ confirmation: z.string() })
  .refine((value) => value.password === value.confirmation, {
    path: ['confirmation'],
    message: strings.passwordsDoNotMatch,
  });
type PasswordFormValues = z.infer<typeof passwordFormSchema>;

const empty: PasswordFormValues = { current_password: '', password: '', confirmation: '' };

/** Current password and the new one twice (PUT user/password); a wrong current one shows inline. */
export function PasswordForm() {
  const { control, handleSubmit, reset, setError } = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: empty,
  });
  const change = useChangePassword();

  const submit = handleSubmit(({ current_password, password }) =>
    change.mutate(
      { current_password, password },
      {
        onSuccess: (data) => {
          reset(empty);
          if (!('alert' in data)) notify.success('Password aggiornata');
        },
        onError: (error) => {
          if (!isApiError(error)) return;
          for (const [field, messages] of Object.entries(error.fieldErrors())) {
            if ((field === 'current_password' || field === 'password') && messages[0]) {
              setError(field, { message: messages[0] });
            }
          }
        },
      },
    ),
  );

  return (
    <TitledSection title="Cambia password">
      <Stack component="form" noValidate spacing={2} onSubmit={submit}>
        <FormTextField
          control={control}
          name="current_password"
          label="Password attuale"
          type="password"
          autoComplete="current-password"
        />
        <FormTextField
          control={control}
          name="password"
          label="Nuova password"
          type="password"
          autoComplete="new-password"
        />
        <FormTextField
          control={control}
          name="confirmation"
          label="Ripeti la nuova password"
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" loading={change.isPending} sx={{ alignSelf: 'flex-start' }}>
          Aggiorna la password
        </Button>
      </Stack>
    </TitledSection>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { passwordSchema } from '@officina/contracts';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import { PlainTextField } from '../../../components/plain/plain-text-field.tsx';
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

/**
 * The new password twice; on success the user signs in with it. A public page: the same plain controls
 * as /login (no MUI), validated by react-hook-form with the contracts' password schema.
 */
export function ResetPasswordForm({ code, onDone }: { code: string; onDone: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetForm>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirmation: '' },
  });
  const reset = useResetPassword();
  const field = (name: keyof ResetForm) => {
    const { ref, ...registered } = register(name);
    return { ...registered, inputRef: ref, error: errors[name]?.message };
  };

  return (
    <AuthCard title="Reimposta la password" intro="Scegli una nuova password di almeno 10 caratteri.">
      <form
        className="ui-form"
        noValidate
        onSubmit={handleSubmit(({ password }) => reset.mutate({ code, password }, { onSuccess: onDone }))}
      >
        <PlainTextField
          {...field('password')}
          label="Nuova password"
          type="password"
          autoComplete="new-password"
          autoFocus
        />
        <PlainTextField
          {...field('confirmation')}
          label="Ripeti la nuova password"
          type="password"
          autoComplete="new-password"
        />
        <PlainButton type="submit" loading={reset.isPending}>
          Reimposta la password
        </PlainButton>
        <Link className="ui-link" to={paths.login.build()}>
          Torna all'accesso
        </Link>
      </form>
    </AuthCard>
  );
}

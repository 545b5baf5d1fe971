import { zodResolver } from '@hookform/resolvers/zod';
import { passwordSchema } from '@officina/contracts';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import { PlainTextField } from '../../../components/plain/plain-text-field.tsx';
import { strings } from '../../../lib/strings.ts';
import { useAcceptInvitation } from '../api/invitation.ts';

const setPasswordSchema = z
  .object({ password: passwordSchema, confirmation: z.string() })
  .refine((value) => value.password === value.confirmation, {
    path: ['confirmation'],
    message: strings.passwordsDoNotMatch,
  });
type SetPasswordValues = z.infer<typeof setPasswordSchema>;

/**
 * The invited user's password, twice (plain controls: a public page, like /reset-password). A spent
 * or expired link is toasted by the API client (400).
 */
export function SetPasswordForm({ code, onDone }: { code: string; onDone: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SetPasswordValues>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { password: '', confirmation: '' },
  });
  const accept = useAcceptInvitation();
  const field = (name: keyof SetPasswordValues) => {
    const { ref, ...registered } = register(name);
    return { ...registered, inputRef: ref, error: errors[name]?.message };
  };

  return (
    <form
      className="ui-form"
      noValidate
      onSubmit={handleSubmit(({ password, confirmation }) =>
        accept.mutate({ code, password, password_confirmation: confirmation }, { onSuccess: onDone }),
      )}
    >
      <PlainTextField
        {...field('password')}
        label="Password"
        type="password"
        autoComplete="new-password"
        autoFocus
      />
      <PlainTextField
        {...field('confirmation')}
        label="Ripeti la password"
        type="password"
        autoComplete="new-password"
      />
      <PlainButton type="submit" loading={accept.isPending}>
        Imposta la password
      </PlainButton>
    </form>
  );
}

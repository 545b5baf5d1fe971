import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { type Theme, type UpdateProfileInput, updateProfileInputSchema } from '@officina/contracts';
import { useForm } from 'react-hook-form';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { TitledSection } from '../../../components/titled-section.tsx';
import { strings } from '../../../lib/strings.ts';
import { notify } from '../../../lib/toast.ts';
import { useUpdateProfile } from '../api/use-update-profile.ts';
import { EmailForm } from './email-form.tsx';

interface ProfileFormProps {
  defaults: UpdateProfileInput;
  email: string;
  onThemeChange: (theme: Theme) => void;
}

/** «Dati personali»: name, surname and theme (PUT user/profile), then the sign-in e-mail (EmailForm). */
export function ProfileForm({ defaults, email, onThemeChange }: ProfileFormProps) {
  const { control, handleSubmit } = useForm<UpdateProfileInput>({
    resolver: zodResolver(updateProfileInputSchema),
    defaultValues: defaults,
  });
  const update = useUpdateProfile();

  const submit = handleSubmit((input) =>
    update.mutate(input, {
      onSuccess: (data) => {
        onThemeChange(data.user.theme);
        if (!('alert' in data)) notify.success('Profilo aggiornato');
      },
    }),
  );

  return (
    <TitledSection title="Dati personali">
      <Stack component="form" noValidate spacing={2} onSubmit={submit}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={control} name="name" label="Nome" autoComplete="given-name" />
          <FormTextField control={control} name="surname" label="Cognome" autoComplete="family-name" />
        </Stack>
        <FormSelectField control={control} name="theme" label="Tema">
          <MenuItem value="light">Chiaro</MenuItem>
          <MenuItem value="dark">Scuro</MenuItem>
        </FormSelectField>
        <Button type="submit" variant="contained" loading={update.isPending} sx={{ alignSelf: 'flex-start' }}>
          {strings.save}
        </Button>
      </Stack>
      <Divider />
      <EmailForm email={email} />
    </TitledSection>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type AdminUser, inviteUserInputSchema } from '@officina/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { RecordConflict } from '../../../components/form/record-form.tsx';
import { FormIdSelect } from '../../../components/form-id-select.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useRecordForm } from '../../../lib/forms/use-record-form.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useSettingsStore } from '../../../lib/settings/settings-store.ts';
import { strings } from '../../../lib/strings.ts';
import { adminUserQueryOptions } from '../api/get-admin-user.ts';
import { useSaveAdminUser } from '../api/save-admin-user.ts';

const FIELDS = ['name', 'surname', 'email', 'group_id'];

interface UserFormValues {
  name: string;
  surname: string;
  email: string;
  group_id: number | null;
}

const valuesOf = (user: AdminUser): UserFormValues => ({
  name: user.name,
  surname: user.surname,
  email: user.email,
  group_id: user.group_id,
});
const EMPTY: UserFormValues = { name: '', surname: '', email: '', group_id: null };

/**
 * «Invita utente» (no `user`): name, surname, e-mail and group, then the invitation e-mail goes out;
 * or «Modifica utente». The server's 422 (e-mail in use, the last administrator) shows under its field,
 * a 409 offers to reload the saved user.
 */
export function UserFormDialog({ user, onClose }: { user?: AdminUser; onClose: () => void }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const groups = useSettingsStore((state) => state.people?.user_groups ?? []);
  const save = useSaveAdminUser(user?.id);
  const form = useSchemaForm(inviteUserInputSchema, user ? valuesOf(user) : EMPTY, 'onSubmit');
  const state = useRecordForm({
    form,
    record: user,
    valuesOf,
    fields: FIELDS,
    save: (input, base) => save.mutateAsync(base ? { ...input, updated_at: base.updated_at } : input),
    pick: (result) => result.user,
    savedMessage: (_saved, created) => (created ? 'Invito inviato' : 'Utente aggiornato'),
    refetch: async (base) =>
      (await queryClient.fetchQuery({ ...adminUserQueryOptions(base.id), staleTime: 0 })).user,
    onSaved: onClose,
  });
  const { control, formState } = form;

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <form onSubmit={state.submit} noValidate>
        <DialogTitle id={titleId}>{user ? 'Modifica utente' : 'Invita utente'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {!user && (
              <DialogContentText>
                Riceverà un’email con il link per scegliere la password, valido 7 giorni.
              </DialogContentText>
            )}
            <RecordConflict state={state} what="L’utente" />
            <FormTextField control={control} name="name" label="Nome *" autoFocus />
            <FormTextField control={control} name="surname" label="Cognome *" />
            <FormTextField control={control} name="email" label="Email *" type="email" />
            <FormIdSelect
              control={control}
              name="group_id"
              label="Gruppo"
              options={groups}
              emptyLabel="Nessun gruppo"
              helperText="Il gruppo decide i permessi dell’utente"
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{strings.cancel}</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {user ? 'Salva' : 'Invia invito'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

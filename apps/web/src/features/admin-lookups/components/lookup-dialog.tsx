import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AdminLookup, AdminLookupKind, LookupFlag } from '@officina/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import { RecordConflict } from '../../../components/form/record-form.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { adminLookupKeys, listAdminLookups } from '../../../lib/entities/admin-lookups.ts';
import { useRecordForm } from '../../../lib/forms/use-record-form.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { strings } from '../../../lib/strings.ts';
import { notify } from '../../../lib/toast.ts';
import { useSaveLookup } from '../api/save-lookup.ts';
import { flagLabels, lookupFormSchema, lookupFormValues, toLookupInput } from '../utils/lookup-form.ts';
import { ColorField } from './color-field.tsx';

const FIELDS = ['name', 'color', 'is_closed', 'is_won', 'is_lost'];

interface LookupDialogProps {
  kind: AdminLookupKind;
  /** The value to edit; without it a new one. */
  lookup?: AdminLookup;
  onClose: () => void;
}

/** New or edited lookup value: name, colour, the kind's flags; 409 offers to reload the saved one. */
export function LookupDialog({ kind, lookup, onClose }: LookupDialogProps) {
  const queryClient = useQueryClient();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const save = useSaveLookup(kind.kind, lookup?.id);
  const form = useSchemaForm(lookupFormSchema, lookupFormValues(lookup), 'onSubmit');
  const { control, formState } = form;
  const [won, lost] = useWatch({ control, name: ['is_won', 'is_lost'] });
  const state = useRecordForm({
    form,
    record: lookup,
    valuesOf: lookupFormValues,
    fields: FIELDS,
    save: (values, base) => {
      const input = toLookupInput(values, kind.flags);
      return save.mutateAsync(base ? { ...input, updated_at: base.updated_at } : input);
    },
    pick: (result) => result.lookup,
    savedMessage: (_saved, created) => (created ? 'Valore aggiunto' : 'Valore aggiornato'),
    refetch: async (base) => {
      const { data } = await queryClient.fetchQuery({
        queryKey: adminLookupKeys.values(kind.kind),
        queryFn: ({ signal }) => listAdminLookups(kind.kind, signal),
        staleTime: 0,
      });
      const fresh = data.find((entry) => entry.id === base.id);
      if (fresh) return fresh;
      notify.error('Il valore è stato eliminato da un altro utente');
      onClose();
      return null;
    },
    onSaved: onClose,
  });

  const closedByOther = (flag: LookupFlag) => flag === 'is_closed' && (won === true || lost === true);
  const title = lookup ? `Modifica «${lookup.name}»` : `Nuovo valore: ${kind.title}`;
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      fullScreen={fullScreen}
      aria-labelledby="lookup-dialog-title"
    >
      <form onSubmit={state.submit} noValidate>
        <DialogTitle id="lookup-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <RecordConflict state={state} what="Il valore" />
            <FormTextField control={control} name="name" label="Nome *" autoFocus />
            <Controller
              control={control}
              name="color"
              render={({ field, fieldState }) => (
                <ColorField
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
            {kind.flags.length > 0 && (
              <FormGroup role="group" aria-label="Significato">
                {kind.flags.map((flag) => (
                  <Controller
                    key={flag}
                    control={control}
                    name={flag}
                    render={({ field }) => (
                      <FormControlLabel
                        control={
                          <Checkbox
                            checked={field.value || closedByOther(flag)}
                            disabled={closedByOther(flag)}
                            onChange={(event) => {
                              field.onChange(event.target.checked);
                              if (event.target.checked && flag === 'is_won') form.setValue('is_lost', false);
                              if (event.target.checked && flag === 'is_lost') form.setValue('is_won', false);
                            }}
                          />
                        }
                        label={`${flagLabels[flag].label} — ${flagLabels[flag].help}`}
                      />
                    )}
                  />
                ))}
                {formState.errors.is_lost?.message && (
                  <FormHelperText error>{formState.errors.is_lost.message}</FormHelperText>
                )}
              </FormGroup>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{strings.cancel}</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {lookup ? 'Salva' : 'Aggiungi'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { type KeyView, keyCheckoutInputSchema } from '@officina/contracts';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormDateField } from '../../../../components/form-date-field.tsx';
import { FormIdSelect } from '../../../../components/form-id-select.tsx';
import { FormSelectField } from '../../../../components/form-select-field.tsx';
import { FormTextField } from '../../../../components/form-text-field.tsx';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form.ts';
import { strings } from '../../../../lib/strings.ts';
import { notify } from '../../../../lib/toast.ts';
import { useCheckoutKey } from '../../api/keys/custody.ts';
import { copyRows, todayInRome } from '../../utils/keys-format.ts';
import { custodyError } from './custody-errors.ts';
import { KeyPersonPicker } from './key-person-picker.tsx';
import { useColleagues } from './use-colleagues.ts';

const FIELDS = ['copy_no', 'holder_user_id', 'holder_person_id', 'out_on', 'due_on', 'note'];

interface KeyCheckoutDialogProps {
  keyRecord: KeyView;
  /** The copy whose "Consegna" was pressed. */
  copyNo: number;
  onClose: () => void;
}

/**
 * "Consegna": one copy to a colleague or to a person of the key's client, from a day (today by
 * default) to an expected return; the server's refusal (copy already out: 409) is said in the dialog.
 */
export function KeyCheckoutDialog({ keyRecord, copyNo, onClose }: KeyCheckoutDialogProps) {
  const titleId = useId();
  const colleagues = useColleagues();
  const checkout = useCheckoutKey(keyRecord.id);
  const [holder, setHolder] = useState<'user' | 'person'>('user');
  const [refusal, setRefusal] = useState<string | null>(null);
  const free = copyRows(keyRecord).filter((row) => row.loan === null || row.copy_no === copyNo);
  const form = useSchemaForm(
    keyCheckoutInputSchema,
    {
      copy_no: copyNo,
      holder_user_id: null,
      holder_person_id: null,
      out_on: todayInRome(),
      due_on: null,
      note: null,
    },
    'onSubmit',
  );
  const { control, setValue, formState } = form;
  const holderError = formState.errors.holder_user_id?.message;

  const submit = form.handleSubmit(async (input) => {
    setRefusal(null);
    try {
      await checkout.mutateAsync(input);
      notify.success(`Copia n. ${input.copy_no} consegnata`);
      onClose();
    } catch (error) {
      setRefusal(custodyError(error, FIELDS, form.setError));
    }
  });

  const chooseHolder = (next: 'user' | 'person') => {
    setHolder(next);
    setValue(next === 'user' ? 'holder_person_id' : 'holder_user_id', null);
    form.clearErrors(['holder_user_id', 'holder_person_id']);
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Consegna di «{keyRecord.label}»</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {refusal && <Alert severity="error">{refusal}</Alert>}
            <FormSelectField
              control={control}
              name="copy_no"
              label="Copia"
              format={(value) => String(value)}
              parse={(text) => Number(text)}
            >
              {free.map((row) => (
                <MenuItem key={row.copy_no} value={String(row.copy_no)}>
                  Copia n. {row.copy_no}
                </MenuItem>
              ))}
            </FormSelectField>
            <Stack spacing={1}>
              <FormLabel id={`${titleId}-holder`}>A chi</FormLabel>
              <RadioGroup
                row
                aria-labelledby={`${titleId}-holder`}
                value={holder}
                onChange={(event) => chooseHolder(event.target.value as 'user' | 'person')}
              >
                <FormControlLabel value="user" control={<Radio />} label="Collega" />
                <FormControlLabel value="person" control={<Radio />} label="Persona del cliente" />
              </RadioGroup>
              {holder === 'user' ? (
                <FormIdSelect
                  control={control}
                  name="holder_user_id"
                  label="Collega *"
                  options={colleagues}
                  emptyLabel="Scegli…"
                />
              ) : (
                <Controller
                  control={control}
                  name="holder_person_id"
                  render={({ field, fieldState }) => (
                    <KeyPersonPicker
                      value={field.value ?? null}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      clientId={keyRecord.client_id}
                      label={keyRecord.client_name ? `Persona di ${keyRecord.client_name} *` : 'Persona *'}
                      error={fieldState.error?.message ?? holderError}
                    />
                  )}
                />
              )}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormDateField control={control} name="out_on" label="Data consegna" />
              <FormDateField
                control={control}
                name="due_on"
                label="Restituzione prevista"
                helperText="Vuota: senza scadenza"
              />
            </Stack>
            <FormTextField control={control} name="note" label="Nota" multiline rows={2} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{strings.cancel}</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            Consegna
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

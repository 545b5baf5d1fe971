import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type KeyLoan, type KeyView, keyCheckinInputSchema } from '@officina/contracts';
import { useId, useState } from 'react';
import { FormDateField } from '../../../../components/form-date-field.tsx';
import { FormTextField } from '../../../../components/form-text-field.tsx';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form.ts';
import { formatDate } from '../../../../lib/locale/format.ts';
import { strings } from '../../../../lib/strings.ts';
import { notify } from '../../../../lib/toast.ts';
import { useCheckinKey } from '../../api/keys/custody.ts';
import { todayInRome } from '../../utils/keys-format.ts';
import { custodyError } from './custody-errors.ts';

const FIELDS = ['returned_on', 'note'];

interface KeyCheckinDialogProps {
  keyRecord: KeyView;
  loan: KeyLoan;
  onClose: () => void;
}

/** "Restituisci": the copy back in the office on a day (today by default, not before it went out). */
export function KeyCheckinDialog({ keyRecord, loan, onClose }: KeyCheckinDialogProps) {
  const titleId = useId();
  const checkin = useCheckinKey(keyRecord.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useSchemaForm(
    keyCheckinInputSchema,
    { copy_no: loan.copy_no, returned_on: todayInRome(), note: null },
    'onSubmit',
  );
  const { control, formState } = form;

  const submit = form.handleSubmit(async (input) => {
    setRefusal(null);
    try {
      await checkin.mutateAsync(input);
      notify.success(`Copia n. ${input.copy_no} restituita`);
      onClose();
    } catch (error) {
      setRefusal(custodyError(error, FIELDS, form.setError));
    }
  });

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>
          Restituzione della copia n. {loan.copy_no} di «{keyRecord.label}»
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {refusal && <Alert severity="error">{refusal}</Alert>}
            <Typography color="text.secondary">
              Consegnata a {loan.holder_name} il {formatDate(loan.out_on)}
              {loan.due_on ? `, da restituire entro il ${formatDate(loan.due_on)}` : ''}.
            </Typography>
            <FormDateField control={control} name="returned_on" label="Data restituzione" />
            <FormTextField control={control} name="note" label="Nota" multiline rows={2} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{strings.cancel}</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            Restituisci
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { OpportunityDetail } from '@officina/contracts';
import { useId, useState } from 'react';
import { ColorDot } from '../../../components/form-id-select.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useSalesLookups } from '../../../lib/settings/use-sales-lookups.ts';
import { notify, showToast } from '../../../lib/toast.ts';
import { useChangeOpportunityStatus } from '../api/change-opportunity-status.ts';
import { useOpportunity } from '../api/get-opportunity.ts';
import { proposedRowsChoice } from '../utils/accepted-rows.ts';
import { AcceptRowsOption } from './accept-rows-option.tsx';
import { WonContractStep } from './won-contract-step.tsx';

export interface StatusTarget {
  id: number;
  number: string;
  title: string;
  state_id: number;
  updated_at: string;
}

interface ChangeStatusDialogProps {
  opportunity: StatusTarget;
  /** The state proposed (the column a card was dropped on); the user may still pick another. */
  initialStateId?: number;
  onClose: () => void;
  /** After the change is saved (the dialog may stay open to offer the contract). */
  onChanged?: (detail: OpportunityDetail) => void;
}

/**
 * "Cambia stato": new state, a note, and the reason when the state is a lost one; the server writes the
 * change to the history. Moving to a won state offers to accept the proposed rows in the same change
 * (checked when no row is accepted yet), then to create the contract.
 */
export function ChangeStatusDialog({
  opportunity,
  initialStateId,
  onClose,
  onChanged,
}: ChangeStatusDialogProps) {
  const id = useId();
  const { opportunityStates } = useSalesLookups();
  const change = useChangeOpportunityStatus();
  const [stateId, setStateId] = useState<number>(initialStateId ?? opportunity.state_id);
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ state_id?: string; lost_reason?: string; form?: string }>({});
  const [won, setWon] = useState<OpportunityDetail | null>(null);
  const target = opportunityStates.find((state) => state.id === stateId);
  const lost = target?.is_lost === true;
  const wins = target?.is_won === true;
  const rows = useOpportunity(opportunity.id, wins);
  const choice = wins && rows.data ? proposedRowsChoice(rows.data.rows) : null;
  const [acceptChoice, setAcceptChoice] = useState<boolean | null>(null);
  const accept = choice !== null && choice.proposed > 0 && (acceptChoice ?? choice.accepted === 0);

  const submit = async () => {
    const next: typeof errors = {};
    if (stateId === opportunity.state_id) next.state_id = 'Scegli uno stato diverso da quello attuale';
    if (lost && reason.trim() === '') next.lost_reason = 'Indica il motivo della perdita';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      const detail = await change.mutateAsync({
        id: opportunity.id,
        input: {
          state_id: stateId,
          note: note.trim() || null,
          lost_reason: lost ? reason.trim() : null,
          ...(accept ? { accept_proposed_rows: true } : {}),
          updated_at: opportunity.updated_at,
        },
      });
      notify.success(
        `Opportunità ${opportunity.number}: ${detail.opportunity.state_name ?? 'stato cambiato'}`,
      );
      onChanged?.(detail);
      if (target?.is_won) setWon(detail);
      else onClose();
    } catch (error) {
      if (!isApiError(error)) return setErrors({ form: 'Cambio di stato non riuscito' });
      if (error.status === 409) {
        return setErrors({
          form: 'L’opportunità è stata modificata da un altro utente. Chiudi e riprova sulla versione aggiornata.',
        });
      }
      const fields = error.fieldErrors();
      if (error.status === 422 && (fields.lost_reason || fields.state_id)) {
        return setErrors({ lost_reason: fields.lost_reason?.[0], state_id: fields.state_id?.[0] });
      }
      const body = error.body as { alert?: { message?: string }; message?: string } | null;
      showToast({
        message: body?.alert?.message ?? body?.message ?? 'Cambio di stato non riuscito',
        type: 'error',
      });
    }
  };

  return (
    <Dialog
      open
      onClose={change.isPending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      maxWidth="sm"
      fullWidth
    >
      {won ? (
        <WonContractStep detail={won} onClose={onClose} />
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogTitle id={`${id}-title`}>Cambia stato</DialogTitle>
          <DialogContent>
            <Stack spacing={2.5}>
              <DialogContentText>
                {opportunity.number} · {opportunity.title}
              </DialogContentText>
              {errors.form && <Alert severity="error">{errors.form}</Alert>}
              <TextField
                select
                label="Nuovo stato"
                value={String(stateId)}
                onChange={(event) => setStateId(Number(event.target.value))}
                error={Boolean(errors.state_id)}
                helperText={errors.state_id}
                autoFocus
              >
                {opportunityStates.map((state) => (
                  <MenuItem key={state.id} value={String(state.id)}>
                    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
                      <ColorDot color={state.color} />
                      {state.name}
                      {state.id === opportunity.state_id && ' (attuale)'}
                    </Box>
                  </MenuItem>
                ))}
              </TextField>
              {lost && (
                <TextField
                  label="Motivo della perdita"
                  required
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  error={Boolean(errors.lost_reason)}
                  helperText={errors.lost_reason ?? 'Es. prezzo, tempi, scelto un concorrente'}
                  multiline
                  minRows={2}
                />
              )}
              {wins && (
                <AcceptRowsOption
                  choice={choice}
                  checked={accept}
                  disabled={change.isPending}
                  onChange={setAcceptChoice}
                />
              )}
              <TextField
                label="Nota"
                value={note}
                onChange={(event) => setNote(event.target.value)}
                helperText="Resta nella cronologia dell’opportunità"
                multiline
                minRows={2}
              />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} disabled={change.isPending}>
              Annulla
            </Button>
            <Button type="submit" variant="contained" loading={change.isPending}>
              Cambia stato
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ScheduleOccurrence } from '@officina/contracts';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCan } from '../../../lib/ability.ts';
import { strings } from '../../../lib/strings.ts';
import { useSchedule } from '../api/get-schedule.ts';
import { type EditedSchedule, useScheduleSubmit } from '../hooks/use-schedule-submit.ts';
import type { EventTimes } from '../utils/event-times.ts';
import { describeRrule } from '../utils/recurrence-text.ts';
import {
  newScheduleValues,
  type ScheduleFormValues,
  type ScheduleLinks,
  scheduleValues,
} from '../utils/schedule-form.ts';
import { scheduleFormResolver } from '../utils/schedule-form-check.ts';
import { ScheduleDelete } from './schedule-delete.tsx';
import { ScheduleFields } from './schedule-fields.tsx';
import { ScopeDialog } from './scope-dialog.tsx';

/** What the dialog opens on: a new event at a slot, or an occurrence clicked in the calendar. */
export type ScheduleDialogTarget =
  | { mode: 'create'; times: EventTimes; calendarId: number | null; links?: ScheduleLinks }
  | { mode: 'edit'; occurrence: ScheduleOccurrence };

interface ScheduleDialogProps {
  target: ScheduleDialogTarget;
  onClose: () => void;
}

function Frame({
  title,
  titleId,
  onClose,
  children,
}: {
  title: string;
  titleId: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth fullScreen={phone} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}

/**
 * "Nuovo appuntamento" / "Modifica appuntamento": the event read afresh (the series' fields for a
 * recurring one) with the clicked occurrence's times; read-only when the user may not edit it.
 */
export function ScheduleDialog({ target, onClose }: ScheduleDialogProps) {
  const titleId = useId();
  const occurrence = target.mode === 'edit' ? target.occurrence : null;
  const read = useSchedule(occurrence?.id ?? null);
  if (target.mode === 'create') {
    return (
      <Frame title="Nuovo appuntamento" titleId={titleId} onClose={onClose}>
        <ScheduleForm
          values={newScheduleValues(target.times, target.calendarId, target.links)}
          edited={null}
          onClose={onClose}
        />
      </Frame>
    );
  }
  if (!read.data || !occurrence) {
    return (
      <Frame title="Appuntamento" titleId={titleId} onClose={onClose}>
        <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          {read.isError ? (
            <Alert severity="error">L’appuntamento non è disponibile: forse è stato eliminato.</Alert>
          ) : (
            <CircularProgress aria-label={strings.loading} />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Chiudi</Button>
        </DialogActions>
      </Frame>
    );
  }
  return (
    <Frame title="Modifica appuntamento" titleId={titleId} onClose={onClose}>
      <ScheduleForm
        key={read.data.updated_at}
        values={scheduleValues(read.data, occurrence)}
        edited={{ schedule: read.data, occurrence }}
        onClose={onClose}
      />
    </Frame>
  );
}

interface ScheduleFormProps {
  values: ScheduleFormValues;
  edited: EditedSchedule | null;
  onClose: () => void;
}

function ScheduleForm({ values, edited, onClose }: ScheduleFormProps) {
  const can = useCan();
  const form = useForm<ScheduleFormValues>({
    defaultValues: values,
    resolver: scheduleFormResolver,
    mode: 'onSubmit',
  });
  const [deleting, setDeleting] = useState(false);
  const read = useSchedule(edited?.schedule.id ?? null);
  const state = useScheduleSubmit(form, edited, onClose, () => void read.refetch());
  const editable = can('manage_schedules') && (!edited || edited.schedule.can_edit);
  const series = edited?.schedule.rrule
    ? describeRrule(edited.schedule.rrule, edited.schedule.start.slice(0, 10), edited.schedule.skip_holidays)
    : null;

  return (
    <>
      <form onSubmit={state.submit} noValidate>
        <DialogContent dividers>
          {series && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Fa parte di una serie: {series.charAt(0).toLowerCase() + series.slice(1)}.
            </Typography>
          )}
          {edited && !editable && (
            <Alert severity="info" sx={{ mb: 1 }}>
              Puoi solo leggere questo appuntamento.
            </Alert>
          )}
          {edited?.schedule.created_by_name && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Organizzato da {edited.schedule.created_by_name}
            </Typography>
          )}
          <Box component="fieldset" disabled={!editable} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <ScheduleFields control={form.control} setValue={form.setValue} />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          {edited && editable && (
            <Button color="error" onClick={() => setDeleting(true)} sx={{ mr: 'auto' }}>
              Elimina
            </Button>
          )}
          <Button onClick={onClose}>{editable ? strings.cancel : 'Chiudi'}</Button>
          {editable && (
            <Button type="submit" variant="contained" loading={state.pending}>
              {edited ? 'Salva' : 'Crea'}
            </Button>
          )}
        </DialogActions>
      </form>
      {state.askScope && (
        <ScopeDialog
          action="save"
          allowThis={state.askScope.allowThis}
          pending={state.pending}
          onChoose={(scope) => void state.chooseScope(scope)}
          onCancel={state.cancelScope}
        />
      )}
      {deleting && edited && (
        <ScheduleDelete edited={edited} onDone={onClose} onCancel={() => setDeleting(false)} />
      )}
    </>
  );
}

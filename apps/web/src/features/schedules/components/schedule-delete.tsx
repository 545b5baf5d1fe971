import type { SeriesScope } from '@officina/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { notify } from '../../../lib/toast.ts';
import { useDeleteSchedule } from '../api/delete-schedule.ts';
import { type EditedSchedule, isInSeries } from '../hooks/use-schedule-submit.ts';
import { scheduleFailure } from '../utils/schedule-errors.ts';
import { ScopeDialog } from './scope-dialog.tsx';

interface ScheduleDeleteProps {
  edited: EditedSchedule;
  /** Deleted, or gone meanwhile: the event dialog closes. */
  onDone: () => void;
  onCancel: () => void;
}

/** "Elimina": a confirmation, or on a series the scope (this one, this and the following, the series). */
export function ScheduleDelete({ edited, onDone, onCancel }: ScheduleDeleteProps) {
  const remove = useDeleteSchedule();
  const { schedule, occurrence } = edited;

  const run = async (scope: SeriesScope) => {
    try {
      await remove.mutateAsync({
        id: schedule.id,
        scope: isInSeries(edited) ? scope : 'this',
        occurrenceStart: schedule.rrule ? occurrence.occurrence_start : null,
      });
      notify.success('Appuntamento eliminato');
      onDone();
    } catch (error) {
      if (scheduleFailure(error).kind === 'stale') onDone();
      else onCancel();
    }
  };

  if (isInSeries(edited)) {
    return (
      <ScopeDialog
        action="delete"
        pending={remove.isPending}
        onChoose={(scope) => void run(scope)}
        onCancel={onCancel}
      />
    );
  }
  return (
    <ConfirmDialog
      open
      title="Eliminare l’appuntamento?"
      confirmLabel="Elimina"
      tone="error"
      pending={remove.isPending}
      onConfirm={() => void run('all')}
      onCancel={onCancel}
    >
      «{schedule.title}» sarà eliminato per tutti i partecipanti.
    </ConfirmDialog>
  );
}

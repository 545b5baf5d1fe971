import type { ScheduleOccurrence, ScheduleView, SeriesScope } from '@officina/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { scheduleKeys } from '../../../lib/entities/schedules.ts';
import { notify } from '../../../lib/toast.ts';
import { useSaveSchedule } from '../api/save-schedule.ts';
import type { EventTimes } from '../utils/event-times.ts';
import { scheduleFailure } from '../utils/schedule-errors.ts';
import { formTimes, type ScheduleFormValues, toScheduleInput } from '../utils/schedule-form.ts';

/** The event being edited: the series as stored, and the occurrence that was clicked. */
export interface EditedSchedule {
  schedule: ScheduleView;
  occurrence: ScheduleOccurrence;
}

/** A series, or an occurrence detached from one: an edit asks which part it changes. */
export const isInSeries = ({ schedule }: EditedSchedule) =>
  schedule.rrule !== null || schedule.series_id !== null;

/**
 * The dialog's save: a new event, a one-off edit, or on a series the scope asked first ("Solo questo
 * evento" detaches the occurrence, "Questo e i successivi" splits the series, "Tutta la serie" moves
 * the series by as much as the occurrence moved, on the server). 409 → reloaded with the message; 422 → under
 * the fields.
 */
export function useScheduleSubmit(
  form: UseFormReturn<ScheduleFormValues>,
  edited: EditedSchedule | null,
  onSaved: () => void,
  onStale: () => void,
) {
  const save = useSaveSchedule();
  const queryClient = useQueryClient();
  const [askScope, setAskScope] = useState<{ values: ScheduleFormValues; allowThis: boolean } | null>(null);

  const send = async (values: ScheduleFormValues, scope: SeriesScope | null) => {
    const times = formTimes(values) as EventTimes;
    try {
      if (!edited) {
        await save.mutateAsync({ id: null, input: toScheduleInput(values, times) });
        notify.success('Appuntamento creato');
      } else {
        const { schedule, occurrence } = edited;
        // The occurrence's own times go with its start in the series: the server moves a whole
        // series by as much as this occurrence moved. A one-off (or a detached occurrence without
        // a choice) is "this".
        await save.mutateAsync({
          id: schedule.id,
          input: {
            ...toScheduleInput(values, times),
            ...(scope === 'this' && schedule.rrule ? { rrule: null, skip_holidays: false } : {}),
            updated_at: schedule.updated_at,
            scope: scope ?? 'this',
            occurrence_start: schedule.rrule ? occurrence.occurrence_start : null,
          },
        });
        notify.success('Appuntamento aggiornato');
      }
      setAskScope(null);
      onSaved();
    } catch (error) {
      setAskScope(null);
      const failure = scheduleFailure(error);
      if (failure.kind === 'stale' && edited) {
        await queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
        onStale();
      }
      if (failure.kind === 'fields') {
        for (const [index, [field, message]] of failure.fields.entries()) {
          form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
        }
      }
    }
  };

  const submit = form.handleSubmit(async (values) => {
    if (edited && isInSeries(edited)) {
      setAskScope({ values, allowThis: !form.formState.dirtyFields.recurrence });
      return;
    }
    await send(values, null);
  });

  return {
    submit,
    askScope,
    pending: save.isPending,
    chooseScope: (scope: SeriesScope) => askScope && send(askScope.values, scope),
    cancelScope: () => setAskScope(null),
  };
}

import type { SeriesScope } from '@officina/contracts';
import { useState } from 'react';
import { notify } from '../../../lib/toast.ts';
import { useMoveSchedule } from '../api/move-schedule.ts';
import type { CalendarChange } from '../components/schedule-calendar.tsx';
import { scheduleFailure } from '../utils/schedule-errors.ts';

/**
 * Drags and resizes: a one-off is sent at once; a recurring occurrence first asks the scope ("Solo
 * questo evento" preselected). A refusal (409, 422, anything) puts the event back where it was.
 */
export function useCalendarMove() {
  const move = useMoveSchedule();
  const [pending, setPending] = useState<CalendarChange | null>(null);

  const send = async (change: CalendarChange, scope: SeriesScope) => {
    if (change.item.kind !== 'event') return change.revert();
    const { occurrence } = change.item;
    try {
      await move.mutateAsync({
        id: occurrence.id,
        input: {
          ...change.times,
          updated_at: occurrence.updated_at,
          scope,
          occurrence_start: occurrence.recurring ? occurrence.occurrence_start : null,
        },
      });
      notify.success('Appuntamento spostato');
    } catch (error) {
      change.revert();
      const failure = scheduleFailure(error);
      if (failure.kind === 'fields') notify.error(failure.fields[0]?.[1] ?? 'Spostamento non riuscito');
    } finally {
      setPending(null);
    }
  };

  return {
    /** The change waiting for its scope (the scope dialog is open). */
    pending,
    moving: move.isPending,
    onChange: (change: CalendarChange) => {
      if (change.item.kind !== 'event') return change.revert();
      if (change.item.occurrence.recurring) setPending(change);
      else void send(change, 'this');
    },
    chooseScope: (scope: SeriesScope) => pending && void send(pending, scope),
    cancel: () => {
      pending?.revert();
      setPending(null);
    },
  };
}

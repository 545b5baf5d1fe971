import { importSchedulesEndpoint, type ScheduleImportInput } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api/api-client.ts';
import { isApiError } from '../../../../lib/api/api-error.ts';
import { interpretError } from '../../../../lib/api/error-catalogue.ts';
import { endExpiredSession } from '../../../../lib/api/session-expired.ts';
import { scheduleKeys } from '../../../../lib/entities/schedules.ts';

/** POST /schedules/import: the file's text into one calendar; the report says what was made and skipped. */
export function importSchedules(input: ScheduleImportInput) {
  return callEndpoint(importSchedulesEndpoint, { body: input, loading: false, handleErrors: false });
}

/** The import, refreshing every schedules read (calendar, Agenda tabs, dashboard) once it is done. */
export function useImportSchedules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importSchedules,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}

/** The message to show in the dialog for a failed import (a lapsed session still ends it). */
export function importErrorMessage(error: unknown): string {
  if (!isApiError(error)) return 'Importazione non riuscita.';
  const outcome = interpretError(error.status, error.body);
  if (outcome.endSession) endExpiredSession();
  return outcome.toasts[0]?.message ?? 'Importazione non riuscita.';
}

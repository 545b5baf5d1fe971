import { setTimesheetCellEndpoint, type TimesheetCellInput } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { timingKeys } from '../../../lib/entities/timings.ts';

/** 422 (lower than the cell's other entries) is shown by the cell, not toasted. */
export function setTimesheetCell(input: TimesheetCellInput) {
  return callEndpoint(setTimesheetCellEndpoint, { body: input, loading: false, handleErrors: false });
}

/** PUT /timesheet/cell: answers the whole week, stored as the timesheet's data at once. */
export function useSetTimesheetCell(week: string, userId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTimesheetCell,
    onSuccess: (sheet) => {
      queryClient.setQueryData(timingKeys.timesheet(week, userId), sheet);
      return queryClient.invalidateQueries({
        queryKey: timingKeys.all,
        predicate: (query) => query.queryKey[1] !== 'timesheet',
      });
    },
  });
}

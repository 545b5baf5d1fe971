import { useState } from 'react';
import { useSetTimesheetCell } from '../api/set-timesheet-cell.ts';
import { timesheetCellError } from '../utils/timesheet-cell-error.ts';
import { cellKey } from '../utils/timesheet-rows.ts';

interface CellSaveOptions {
  /** The days of the week shown, Monday … Sunday. */
  days: readonly string[];
  /** Called when a value is below the cell's timed entries, which only the entries list can change. */
  onBelowEntries?: () => void;
}

/**
 * Saving the timesheet's cells one at a time: which cell is saving, and each cell's last error (kept
 * until that cell saves), keyed by `cellKey`.
 */
export function useTimesheetCellSave(
  week: string,
  userId: number | null,
  { days, onBelowEntries }: CellSaveOptions,
) {
  const save = useSetTimesheetCell(week, userId);
  const [saving, setSaving] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const saveCell = (projectId: number | null, dayIndex: number, minutes: number) => {
    const key = cellKey(projectId, dayIndex);
    const date = days[dayIndex];
    if (!date) return;
    setSaving(key);
    save.mutate(
      { user_id: userId, project_id: projectId, date, minutes, type_id: null },
      {
        onSuccess: () => setErrors(({ [key]: _gone, ...rest }) => rest),
        onError: (error) => {
          const { message, belowEntries } = timesheetCellError(error);
          setErrors((current) => ({ ...current, [key]: message }));
          if (belowEntries) onBelowEntries?.();
        },
        onSettled: () => setSaving(null),
      },
    );
  };

  return { saving, errors, saveCell };
}

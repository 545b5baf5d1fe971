import {
  type createTodoInputSchema,
  noRecurrence,
  type Recurrence,
  type TodoView,
} from '@officina/contracts';
import type { z } from 'zod';
import { dueFormValue } from '../../../lib/locale/due.ts';

export type TodoFormValues = z.input<typeof createTodoInputSchema> & {
  recurrence: NonNullable<z.input<typeof createTodoInputSchema>['recurrence']>;
};

export interface TodoPrefill {
  project_id?: number | null;
  client_id?: number | null;
}

/** The form's values for a to-do, or a new one assigned to me and maybe prefilled from the page. */
export function todoFormValues(
  todo: TodoView | undefined,
  meId: number | null,
  prefill: TodoPrefill = {},
): TodoFormValues {
  const recurrence: Recurrence = todo?.recurrence ?? noRecurrence;
  return {
    title: todo?.title ?? '',
    description: todo?.description ?? null,
    project_id: todo ? todo.project_id : (prefill.project_id ?? null),
    client_id: todo ? todo.client_id : (prefill.client_id ?? null),
    assignee_ids: todo ? todo.assignees.map((user) => user.id) : meId ? [meId] : [],
    state_id: todo?.state_id ?? null,
    category_id: todo?.category_id ?? null,
    priority: todo?.priority ?? 'medium',
    start_at: todo?.start_at ?? null,
    due_at: todo ? dueFormValue(todo) : null,
    estimate_minutes: todo?.estimate_minutes ?? null,
    recurrence: { ...recurrence, weekdays: [...recurrence.weekdays] },
  };
}

/** Did the recurrence change (so an edit must also PUT /todos/:id/recurrence)? */
export function recurrenceChanged(before: Recurrence, after: Recurrence): boolean {
  return (
    JSON.stringify({ ...before, weekdays: [...before.weekdays].sort() }) !==
    JSON.stringify({ ...after, weekdays: [...after.weekdays].sort() })
  );
}

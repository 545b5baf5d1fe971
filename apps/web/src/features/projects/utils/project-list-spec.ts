import { projectSortColumns } from '@officina/contracts';
import { type ListStateOf, listSpec } from '../../../lib/list/list-url-state.ts';
import { dayjs } from '../../../lib/locale/dayjs.ts';

/** Filters of the projects list (`/projects?state_id=45&member_id=3&due=30`). */
export const projectListSpec = listSpec({
  filters: {
    state_id: 'id',
    category_id: 'id',
    client_id: 'id',
    manager_id: 'id',
    member_id: 'id',
    due: 'text',
    /** Set by the dashboard's "Progetti oltre l’80% del budget" (a removable chip on the list). */
    budget_used_min_percent: 'count',
    archived: 'flag',
  },
  sortColumns: projectSortColumns,
  defaultSort: 'code',
});

export type ProjectListState = ListStateOf<typeof projectListSpec>;

/** The "Scadenza" choices of the filter bar, kept short in the URL (`due=overdue`). */
export const dueChoices = [
  { value: 'overdue', label: 'Scaduti' },
  { value: '7', label: 'Entro 7 giorni' },
  { value: '30', label: 'Entro 30 giorni' },
] as const;

/** `due` of the URL → the API's due_before / due_after (days, as of `today`). */
export function dueRange(
  due: string | undefined,
  today: string,
): { due_before?: string; due_after?: string } {
  const day = dayjs(today);
  switch (due) {
    case 'overdue':
      return { due_before: day.subtract(1, 'day').format('YYYY-MM-DD') };
    case '7':
    case '30':
      return { due_after: today, due_before: day.add(Number(due), 'day').format('YYYY-MM-DD') };
    default:
      return {};
  }
}

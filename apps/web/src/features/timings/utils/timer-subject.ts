import type { TimingView } from '@officina/contracts';

/** What a time entry is about, for a one-line label: the to-do, else the project, client, description. */
export function timerSubject(
  entry: Pick<TimingView, 'todo_title' | 'project_name' | 'client_name' | 'description'>,
) {
  return (
    entry.todo_title ?? entry.project_name ?? entry.client_name ?? entry.description ?? 'Attività generica'
  );
}

import type { ProjectSummary } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/values.ts';
import { notFound } from '../../records/records.ts';
import { findProjectRow, minutesUsedByProject, projectTodoCounts } from './project.repository.ts';
import { PROJECT_NOT_FOUND } from './project.service.ts';

/**
 * Budget vs used: minutes from stopped time entries (every user), the amount used in proportion to
 * the hours, to-do counts.
 */
export async function getProjectSummary(db: Db, id: number): Promise<ProjectSummary> {
  const project = await findProjectRow(db, id);
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  const [used, todos] = await Promise.all([
    minutesUsedByProject(db, id),
    projectTodoCounts(db, id, nowIso()),
  ]);
  const budgetMinutes = project.budget_minutes && project.budget_minutes > 0 ? project.budget_minutes : null;
  const amountCents = project.budget_amount_cents === null ? null : Number(project.budget_amount_cents);
  return {
    budget_minutes: project.budget_minutes,
    minutes_used: used.minutes,
    billable_minutes_used: used.billable,
    budget_used_percent: budgetMinutes ? Math.round((used.minutes / budgetMinutes) * 1000) / 10 : null,
    budget_amount_cents: amountCents,
    // From the minutes, not from the percent above (rounded to 0.1%: up to ±0.05% of the budget off).
    budget_amount_used_cents:
      budgetMinutes && amountCents !== null ? Math.round((amountCents * used.minutes) / budgetMinutes) : null,
    todos_open: todos.open,
    todos_closed: todos.closed,
    todos_overdue: todos.overdue,
    time_entries: used.entries,
  };
}

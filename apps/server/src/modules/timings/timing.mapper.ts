import type { TimingView } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { toBool } from '../../db/values.ts';
import { notFound } from '../../records/records.ts';
import { findTimingView, type TimingViewRow } from './timing.repository.ts';

export const TIMING_NOT_FOUND = 'Voce di tempo non trovata.';

export function toTimingView(r: TimingViewRow): TimingView {
  return {
    id: r.id,
    user_id: r.user_id,
    todo_id: r.todo_id,
    project_id: r.project_id,
    client_id: r.client_id,
    type_id: r.type_id,
    started_at: r.started_at,
    ended_at: r.ended_at,
    minutes: r.minutes,
    duration_only: toBool(r.duration_only),
    description: r.description,
    billable: toBool(r.billable),
    created_at: r.created_at,
    updated_at: r.updated_at,
    created_by: r.created_by,
    user_name: r.user_name,
    todo_title: r.todo_title,
    project_name: r.project_name,
    project_code: r.project_code,
    client_name: r.client_name,
    type_name: r.type_name,
    running: r.ended_at === null,
  };
}

/** One entry's view; 404 when it does not exist. */
export async function timingViewOf(db: Db, id: number): Promise<TimingView> {
  const row = await findTimingView(db, id);
  if (!row) throw notFound(TIMING_NOT_FOUND);
  return toTimingView(row);
}

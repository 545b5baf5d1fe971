import { can } from '@officina/contracts';
import type { FastifyRequest } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/database.ts';
import { forbidden } from '../../http/api-error.ts';
import { requireUser } from '../../plugins/auth.ts';
import { notFound } from '../../records/records.ts';

/**
 * Who may see and change an event. view_schedules: the events one organises (`created_by`) or
 * attends; view_all_schedules: everyone's. manage_schedules: write the events one sees as organiser
 * or attendee; others' events also need view_all_schedules.
 */
export interface ScheduleActor {
  userId: number;
  /** view_all_schedules. */
  all: boolean;
  /** manage_schedules. */
  manage: boolean;
}

export function scheduleActor(request: FastifyRequest): ScheduleActor {
  const { user, ability } = requireUser(request);
  return {
    userId: user.id,
    all: can(ability, 'view_all_schedules'),
    manage: can(ability, 'manage_schedules'),
  };
}

export const SCHEDULE_NOT_FOUND = 'Appuntamento non trovato';

/** A row's organiser and attendees: what decides whether it is the actor's own. */
export interface ScheduleParties {
  created_by: number | null;
  attendee_ids: readonly number[];
}

export const isOwnSchedule = (actor: ScheduleActor, row: ScheduleParties) =>
  row.created_by === actor.userId || row.attendee_ids.includes(actor.userId);

export const canSeeSchedule = (actor: ScheduleActor, row: ScheduleParties) =>
  actor.all || isOwnSchedule(actor, row);

export const canEditSchedule = (actor: ScheduleActor, row: ScheduleParties) =>
  actor.manage && canSeeSchedule(actor, row);

/** 404 when the actor may not see the event (its existence is not revealed), 403 when only not edit it. */
export function assertCanEdit(actor: ScheduleActor, row: ScheduleParties): void {
  if (!canSeeSchedule(actor, row)) throw notFound(SCHEDULE_NOT_FOUND);
  if (!canEditSchedule(actor, row)) throw forbidden('Non puoi modificare questo appuntamento');
}

/** Rows organised or attended by any of `userIds` (the SQL form of `isOwnSchedule`). */
export function involving(userIds: readonly number[]) {
  return (eb: ExpressionBuilder<Database, 'schedules'>) =>
    eb.or([
      eb('schedules.created_by', 'in', userIds),
      eb.exists(
        eb
          .selectFrom('schedule_attendees')
          .select('schedule_attendees.schedule_id')
          .whereRef('schedule_attendees.schedule_id', '=', 'schedules.id')
          .where('schedule_attendees.user_id', 'in', userIds),
      ),
    ]);
}

import { paths } from '../../../../lib/paths.ts';

/** The calendar at a day, in the week view: where an agenda line leads. */
export const calendarAt = (day: string) => paths.schedules.build(`date=${day}&view=settimana`);

/** Whose new event a "Nuovo appuntamento" link prefills. */
export type NewEventOwner =
  | { kind: 'client'; id: number }
  | { kind: 'project'; id: number; clientId?: number | null };

/**
 * "Nuovo appuntamento" for a client or a project: the calendar at `day` with its create dialog open
 * and these filled in (`new=1&client_id=&project_id=`, read by the calendar page).
 */
export function newEventPath(owner: NewEventOwner, day: string): string {
  const query = new URLSearchParams({ date: day, view: 'settimana', new: '1' });
  if (owner.kind === 'client') query.set('client_id', String(owner.id));
  else {
    if (owner.clientId) query.set('client_id', String(owner.clientId));
    query.set('project_id', String(owner.id));
  }
  return paths.schedules.build(query.toString());
}

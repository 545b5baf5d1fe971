import { addDays, isoWeekday, romeDateOf } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { logActivities } from '../../modules/activity/activity.repository.ts';
import { SCHEDULE_ENTITY, type ScheduleFields } from '../../modules/schedules/schedule.mapper.ts';
import { insertEvent } from '../../modules/schedules/schedule.service.ts';
import { listUserNames } from '../../modules/user/user.repository.ts';
import { nextMonday } from './days.ts';
import { rng } from './random.ts';
import type { DemoSeeder } from './types.ts';

/**
 * Demo events over the four calendars, from a month before `now` to a month after: the weekly
 * department meeting, the technicians' stand-up three times a week (holidays skipped), the
 * monthly accounts closing on the last Friday, holidays on "Ferie e permessi", visits on demo
 * clients and projects, and for every demo user something today and something next week.
 * Idempotent: an event already there (same organiser, title and start) is not added again.
 */

type Who = 'amministratore' | 'commerciale' | 'tecnico' | 'amministrazione' | 'esterno';

interface DemoEvent {
  by: Who;
  calendar: 'agenda' | 'client_meetings' | 'interventions' | 'leave';
  title: string;
  start: string;
  end: string;
  all_day?: boolean;
  rrule?: string;
  skip_holidays?: boolean;
  with?: Who[];
  location?: string;
  client?: number;
  project?: number;
  reminder?: number;
}

const at = (day: string, time: string) => `${day}T${time}`;
const compact = (day: string) => day.replaceAll('-', '');
const mondayOf = (day: string) => addDays(day, 1 - isoWeekday(day));

function demoEvents(today: string): DemoEvent[] {
  const from = addDays(today, -30);
  const until = compact(addDays(today, 31));
  const firstMonday = mondayOf(from);
  const next = nextMonday(today);
  const everyone: Who[] = ['commerciale', 'tecnico', 'amministrazione', 'esterno'];
  const events: DemoEvent[] = [
    {
      by: 'amministratore',
      calendar: 'agenda',
      title: 'Riunione di reparto',
      start: at(firstMonday, '09:00'),
      end: at(firstMonday, '09:45'),
      rrule: `FREQ=WEEKLY;BYDAY=MO;UNTIL=${until}`,
      skip_holidays: true,
      with: everyone,
      location: 'Sala riunioni',
      reminder: 15,
    },
    {
      by: 'tecnico',
      calendar: 'interventions',
      title: 'Stand-up tecnico',
      start: at(firstMonday, '08:45'),
      end: at(firstMonday, '09:00'),
      rrule: `FREQ=WEEKLY;BYDAY=MO,WE,FR;UNTIL=${until}`,
      skip_holidays: true,
      with: ['esterno'],
    },
    {
      by: 'amministrazione',
      calendar: 'agenda',
      title: 'Chiusura contabile del mese',
      start: at(from, '15:00'),
      end: at(from, '17:00'),
      rrule: 'FREQ=MONTHLY;BYDAY=-1FR;COUNT=3',
      with: ['amministratore'],
      reminder: 1_440,
    },
    {
      by: 'commerciale',
      calendar: 'client_meetings',
      title: 'Giro clienti del secondo martedì',
      start: at(from, '10:00'),
      end: at(from, '12:30'),
      rrule: 'FREQ=MONTHLY;BYDAY=2TU;COUNT=3',
      client: 0,
    },
    {
      by: 'commerciale',
      calendar: 'leave',
      title: 'Ferie',
      start: addDays(next, 3),
      end: addDays(next, 4),
      all_day: true,
    },
    {
      by: 'esterno',
      calendar: 'leave',
      title: 'Permesso',
      start: addDays(today, -9),
      end: addDays(today, -9),
      all_day: true,
    },
  ];
  // Today and next week for everyone.
  const todays: [Who, DemoEvent['calendar'], string, string, number?][] = [
    ['amministratore', 'agenda', 'Revisione budget con l’amministrazione', '11:00'],
    ['commerciale', 'client_meetings', 'Presentazione offerta', '14:30', 1],
    ['tecnico', 'interventions', 'Intervento in sede dal cliente', '10:00', 2],
    ['amministrazione', 'agenda', 'Scadenze F24 e pagamenti', '16:00'],
    ['esterno', 'interventions', 'Sopralluogo impianto', '15:00', 3],
  ];
  for (const [by, calendar, title, time, client] of todays) {
    events.push({
      by,
      calendar,
      title,
      start: at(today, time),
      end: at(today, `${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}${time.slice(2)}`),
      client,
      with: by === 'amministratore' ? ['amministrazione'] : [],
    });
    events.push({
      by,
      calendar,
      title: `${title} (seguito)`,
      start: at(addDays(next, 1), time),
      end: at(addDays(next, 1), `${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}${time.slice(2)}`),
      client,
    });
  }
  // Visits and calls spread over the two months, on weekdays.
  const random = rng(17);
  const titles = [
    'Chiamata di verifica',
    'Visita al cliente',
    'Manutenzione programmata',
    'Formazione utenti',
    'Consegna lavori',
    'Riunione di avanzamento',
  ];
  const people: Who[] = ['amministratore', 'commerciale', 'tecnico', 'amministrazione', 'esterno'];
  for (let i = 0; i < 60; i++) {
    let day = addDays(from, Math.floor(random() * 61));
    if (isoWeekday(day) > 5) day = addDays(day, 8 - isoWeekday(day));
    const hour = 9 + Math.floor(random() * 8);
    const by = people[i % people.length] as Who;
    const calendar =
      by === 'tecnico' || by === 'esterno'
        ? 'interventions'
        : by === 'commerciale'
          ? 'client_meetings'
          : 'agenda';
    const hh = String(hour).padStart(2, '0');
    events.push({
      by,
      calendar,
      title: titles[Math.floor(random() * titles.length)] as string,
      start: at(day, `${hh}:30`),
      end: at(day, `${String(hour + 1).padStart(2, '0')}:15`),
      client: calendar === 'agenda' ? undefined : i % 4,
      project: i % 5 === 0 ? i % 3 : undefined,
      with: i % 3 === 0 ? [people[(i + 2) % people.length] as Who] : [],
    });
  }
  return events;
}

async function existingKeys(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('schedules').select(['created_by', 'title', 'start_local']).execute();
  return new Set(rows.map((r) => `${r.created_by}|${r.title}|${r.start_local}`));
}

export const schedulesSeeder: DemoSeeder = {
  name: 'schedules',
  async run(ctx, options) {
    const db = ctx.db;
    const today = romeDateOf(options.now);
    const users = new Map<string, number>();
    for (const u of await listUserNames(db)) {
      const m = /^([a-z]+)@demo\.officina\.it$/.exec(u.email);
      if (m?.[1]) users.set(m[1], u.id);
    }
    const calendars = new Map(
      (await db.selectFrom('lookups').select(['id', 'key']).where('kind', '=', 'calendars').execute()).map(
        (r) => [r.key, r.id],
      ),
    );
    const clients = (await db.selectFrom('clients').select('id').orderBy('id').limit(4).execute()).map(
      (r) => r.id,
    );
    const projects = await db
      .selectFrom('projects')
      .select(['id', 'client_id'])
      .orderBy('id')
      .limit(3)
      .execute();
    const seen = await existingKeys(db);
    const entries: Parameters<typeof logActivities>[1] = [];
    await db.transaction().execute(async (trx) => {
      for (const event of demoEvents(today)) {
        const organiser = users.get(event.by);
        const calendar = calendars.get(event.calendar);
        if (organiser === undefined || calendar === undefined) continue;
        const key = `${organiser}|${event.title}|${event.start}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const project = event.project !== undefined ? projects[event.project] : undefined;
        const fields: ScheduleFields = {
          calendar_id: calendar,
          title: event.title,
          description: null,
          location: event.location ?? null,
          all_day: event.all_day ?? false,
          start: event.start,
          end: event.end,
          rrule: event.rrule ?? null,
          skip_holidays: event.skip_holidays ?? false,
          client_id: project
            ? project.client_id
            : event.client !== undefined
              ? (clients[event.client] ?? null)
              : null,
          project_id: project?.id ?? null,
          attendee_ids: (event.with ?? [])
            .map((w) => users.get(w))
            .filter((id): id is number => id !== undefined),
          reminder_minutes: event.reminder ?? null,
        };
        const id = await insertEvent(trx, fields, organiser);
        entries.push({
          userId: organiser,
          entity: SCHEDULE_ENTITY,
          entityId: id,
          action: 'created',
          changes: { title: [null, event.title] },
        });
      }
      await logActivities(trx, entries);
    });
  },
};
